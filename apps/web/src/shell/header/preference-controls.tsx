import { DENSITIES, THEME_MODES, type MemberPreferences } from '@portal/contract'
import Segmented from 'antd/es/segmented'
import Switch from 'antd/es/switch'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useMemberPreferences, useUpdateMemberPreferences } from '@/lib/preferences/member-preferences'

type SwitchKey = 'shortcutsEnabled' | 'focusDuringCalls' | 'desktopNotifications'
const SWITCHES: readonly SwitchKey[] = ['shortcutsEnabled', 'focusDuringCalls', 'desktopNotifications']

/** One labelled row of the profile panel. */
const PreferenceRow = ({
  label,
  control,
}: {
  label: string
  control: (labelId: string) => React.ReactNode
}) => {
  const labelId = useId()
  return (
    <div className="portal-profile-row">
      <span id={labelId}>{label}</span>
      {control(labelId)}
    </div>
  )
}

/**
 * The member's own preferences in the profile panel: theme, density, keyboard shortcuts, focus during calls and
 * desktop notifications. Saved on the server, so every device and tab of theirs follows.
 */
export const PreferenceControls = () => {
  const { t } = useTranslation('shell')
  const preferences = useMemberPreferences()
  const update = useUpdateMemberPreferences()
  const change = (next: Partial<MemberPreferences>) => update.mutate(next)

  return (
    <>
      <PreferenceRow
        label={t('preferences.theme')}
        control={(labelId) => (
          <Segmented<MemberPreferences['theme']>
            size="small"
            aria-labelledby={labelId}
            value={preferences.theme}
            onChange={(theme) => change({ theme })}
            options={THEME_MODES.map((mode) => ({ value: mode, label: t(`preferences.theme.${mode}`) }))}
          />
        )}
      />
      <PreferenceRow
        label={t('preferences.density')}
        control={(labelId) => (
          <Segmented<MemberPreferences['density']>
            size="small"
            aria-labelledby={labelId}
            value={preferences.density}
            onChange={(density) => change({ density })}
            options={DENSITIES.map((density) => ({
              value: density,
              label: t(`preferences.density.${density}`),
            }))}
          />
        )}
      />
      {SWITCHES.map((key) => (
        <PreferenceRow
          key={key}
          label={t(`preferences.${key}`)}
          control={(labelId) => (
            <Switch
              size="small"
              aria-labelledby={labelId}
              checked={preferences[key]}
              loading={update.isPending && update.variables?.[key] !== undefined}
              onChange={(checked) => change({ [key]: checked })}
            />
          )}
        />
      ))}
      {update.isError && <p role="alert">{t('preferences.saveFailed')}</p>}
    </>
  )
}

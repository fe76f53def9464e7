import '../translations'
import { PRODUCT_MODULES } from '@portal/contract'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'

export type ModuleNotInstalledPageProps = {
  /** The product module whose page is missing, or null for a portal page not built yet. */
  module: string | null
  /** The page asked for, to name it. */
  path?: string
  description?: string
}

const isKnownModule = (module: string | null) =>
  (PRODUCT_MODULES as readonly (string | null)[]).includes(module)

/** "模块未安装": a clear page, naming the module, where a page is not in this build (never a blank page). */
export const ModuleNotInstalledPage = ({ module, path, description }: ModuleNotInstalledPageProps) => {
  const { t } = useTranslation('module')
  const moduleName = isKnownModule(module) ? t(`module.${module}`) : (module ?? '')
  return (
    <div className="portal-page">
      <Result
        status="info"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('notInstalled.title')}</h1>}
        subTitle={
          <>
            <p>{description ?? t('notInstalled.description', { module: moduleName, code: module ?? '' })}</p>
            {path && <p>{t('notInstalled.page', { path })}</p>}
          </>
        }
      />
    </div>
  )
}

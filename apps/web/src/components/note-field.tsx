import Button from 'antd/es/button'
import Input from 'antd/es/input'
import { useId } from 'react'

const NOTE_MAX = 2000

export type NoteFieldProps = {
  label: string
  saveLabel: string
  value: string
  isSaving: boolean
  className?: string
  onChange: (value: string) => void
  onSave: () => void
}

/** A labelled note of up to 2000 characters with its save button, disabled while the note is blank. */
export const NoteField = ({
  label,
  saveLabel,
  value,
  isSaving,
  className,
  onChange,
  onSave,
}: NoteFieldProps) => {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <Input.TextArea
        id={id}
        value={value}
        maxLength={NOTE_MAX}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button size="small" disabled={!value.trim()} loading={isSaving} onClick={onSave}>
        {saveLabel}
      </Button>
    </div>
  )
}

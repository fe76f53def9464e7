import { CALL_NOTE_MAX } from '@portal/contract'
import Input from 'antd/es/input'
import { useId } from 'react'

export type NoteFieldProps = {
  label: string
  value: string
  /** Where its saving stands, read out politely as it changes. */
  status: string
  isDisabled?: boolean
  className?: string
  onChange: (value: string) => void
}

/** A labelled note of up to 2000 characters, saved as it is typed: no button, a status line instead. */
export const NoteField = ({ label, value, status, isDisabled, className, onChange }: NoteFieldProps) => {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <Input.TextArea
        id={id}
        value={value}
        disabled={isDisabled}
        maxLength={CALL_NOTE_MAX}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="note-field-status" role="status">
        {status}
      </p>
    </div>
  )
}

import Typography from 'antd/es/typography'
import { useId } from 'react'

export type PortalAddressProps = { label: string; value: string }

/** One of this portal's addresses to register at the provider, shown to copy. */
export const PortalAddress = ({ label, value }: PortalAddressProps) => {
  const id = useId()
  return (
    <div style={{ marginBottom: 16 }}>
      <div id={id}>{label}</div>
      <Typography.Text code copyable aria-labelledby={id}>
        {value}
      </Typography.Text>
    </div>
  )
}

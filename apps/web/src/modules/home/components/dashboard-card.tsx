import { useId, type ReactNode } from 'react'

export type DashboardCardProps = {
  title: string
  /** Controls beside the heading, such as a "more" link. */
  extra?: ReactNode
  /** Keeps the heading for assistive technology only (the banner shows pictures, not a caption). */
  isTitleHidden?: boolean
  className?: string
  children: ReactNode
}

/** One block of the dashboard: a labelled region with its heading. */
export const DashboardCard = ({ title, extra, isTitleHidden, className, children }: DashboardCardProps) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={['dashboard-card', className].filter(Boolean).join(' ')}>
      <header
        className={isTitleHidden ? 'dashboard-card-header portal-visually-hidden' : 'dashboard-card-header'}
      >
        <h2 id={headingId} className="dashboard-card-title">
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </section>
  )
}

type Props = { label: string; reviewed: number; total: number; testId?: string }

const percent = (reviewed: number, total: number) => (total === 0 ? 0 : Math.round((reviewed / total) * 100))

/** One progress bar of a season's reviews, with its numbers in words (read by screen readers too). */
export function ProgressMeter({ label, reviewed, total, testId }: Props) {
  const words = `${reviewed} de ${total} revisadas (${percent(reviewed, total)} %)`
  return (
    <div className="renewals-progress__meter" data-testid={testId}>
      <span className="renewals-progress__label">{label}</span>
      <progress className="renewals-progress__bar" max={Math.max(total, 1)} value={reviewed} aria-label={`${label}: ${words}`} />
      <span className="renewals-progress__words">{words}</span>
    </div>
  )
}

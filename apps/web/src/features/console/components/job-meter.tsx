// A job's or a transfer's progress: its label, the percentage in words and a progress bar.
export function JobMeter({
  label,
  percent,
  testId,
}: {
  label: string;
  percent: number;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-fg">
        <span>{label}</span>
        <span data-testid={`${testId}-percent`}>{percent} %</span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={label}
        data-testid={testId}
        className="h-2 w-full accent-brand"
      />
    </div>
  );
}

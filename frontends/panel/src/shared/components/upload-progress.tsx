import '../panel.css';

/** How much of an upload has been sent. */
export function UploadProgress({
  share,
  label = 'در حال بارگذاری تصویر',
}: {
  share: number;
  label?: string;
}) {
  const percent = Math.round(share * 100);
  return (
    <div className="panel-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span>{new Intl.NumberFormat('fa-IR', { style: 'percent' }).format(percent / 100)}</span>
    </div>
  );
}

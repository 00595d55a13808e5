import { useNewVersionStore } from './version-watch';
import './new-version-prompt.css';

/**
 * Tells that a new version of the shop is out and offers to load it. It never reloads by itself,
 * so a form being filled in is never lost; "later" hides it until the next visit.
 */
export function NewVersionPrompt() {
  const available = useNewVersionStore((state) => state.available);
  if (!available) return null;
  return (
    <div className="new-version" role="status">
      <p className="new-version__text">نسخهٔ تازه‌ای از فروشگاه آماده است.</p>
      <div className="new-version__actions">
        <button type="button" className="button new-version__reload" onClick={() => window.location.reload()}>
          بارگذاری دوباره
        </button>
        <button
          type="button"
          className="button button--ghost new-version__later"
          onClick={() => useNewVersionStore.setState({ available: false })}
        >
          بعداً
        </button>
      </div>
    </div>
  );
}

import './styles/global.css';
// The shell provides the shared modules eagerly (web-kit's rspack preset), so the app starts from
// this first file without the usual async boundary; remotes negotiate their shares against it.
import './bootstrap';

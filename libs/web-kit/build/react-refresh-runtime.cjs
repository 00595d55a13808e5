/*
 * Stands in for `react-refresh/runtime` in development builds. React Refresh keeps its component
 * families and the renderer it re-renders with inside the runtime module; the shell and each remote
 * are separate bundles, so without this each would carry its own copy, and a remote's edits would
 * update a copy that no renderer is attached to. Every bundle on the page takes the first copy
 * loaded instead, and names what it registers after its app (the query string), since two apps may
 * hold modules at the same relative path.
 */
/* global __resourceQuery */
const key = Symbol.for('ela.react-refresh-runtime');
const runtime = (globalThis[key] ??= require('react-refresh/cjs/react-refresh-runtime.development.js'));
const app = __resourceQuery.replace(/^\?/, '');

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${app} ${id}`),
};

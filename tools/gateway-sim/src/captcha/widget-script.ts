/**
 * The stand-in widgets' browser code: a checkbox «من ربات نیستم» in the container that, once ticked,
 * hands the page a token the simulator's verify API accepts once. Each speaks its provider's
 * JavaScript API, so the shop's code is the same against the simulator and the real service:
 * ArCaptcha's `arcaptcha.render/reset/getArcToken` with callbacks given as functions or global
 * names, and reCAPTCHA v2's `grecaptcha.render/reset/getResponse` with `?onload=` and
 * `render=explicit`. Plain ES5 with no inline styles, so it runs under a strict page policy.
 */
const COMMON = String.raw`
  var widgets = [];
  function call(callback, value) {
    var fn = typeof callback === 'function' ? callback : typeof callback === 'string' ? window[callback] : null;
    if (typeof fn === 'function') fn(value);
  }
  function containerOf(container) {
    if (typeof container !== 'string') return container;
    return document.querySelector(/^[#.]/.test(container) ? container : '#' + container);
  }
  function randomHex() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }
  function render(container, siteKey, callbacks) {
    var element = containerOf(container);
    if (!element) throw new Error('captcha container not found');
    var label = document.createElement('label');
    label.className = 'sim-captcha';
    var box = document.createElement('input');
    box.type = 'checkbox';
    var text = document.createElement('span');
    text.textContent = 'من ربات نیستم';
    label.appendChild(box);
    label.appendChild(text);
    element.replaceChildren(label);
    var widget = { box: box, token: '', callbacks: callbacks };
    box.addEventListener('change', function () {
      if (!box.checked) return;
      widget.token = 'sim.' + siteKey + '.' + randomHex();
      box.disabled = true;
      call(callbacks.solved, widget.token);
    });
    widgets.push(widget);
    return widgets.length - 1;
  }
  function widgetOf(id) {
    return widgets[id === undefined || id === null || id === '' ? 0 : Number(id)];
  }
  function reset(id) {
    var widget = widgetOf(id);
    if (!widget) return;
    widget.token = '';
    widget.box.checked = false;
    widget.box.disabled = false;
    call(widget.callbacks.reset);
  }
  function tokenOf(id) {
    var widget = widgetOf(id);
    return widget ? widget.token : '';
  }
`;

const ARCAPTCHA = String.raw`
  window.arcaptcha = {
    render: function (container, params) {
      params = params || {};
      var element = containerOf(container);
      var siteKey = params['site-key'] || params.site_key || (element && element.getAttribute('data-site-key'));
      return render(element, siteKey, { solved: params.callback, reset: params.reset_callback });
    },
    reset: reset,
    getArcToken: tokenOf,
    execute: function () {},
  };
  // Containers already on the page render themselves, as with the real script.
  Array.prototype.forEach.call(document.querySelectorAll('.arcaptcha[data-site-key]'), function (element) {
    render(element, element.getAttribute('data-site-key'), { solved: element.getAttribute('data-callback') });
  });
`;

const RECAPTCHA = String.raw`
  var query = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams;
  window.grecaptcha = {
    render: function (container, params) {
      params = params || {};
      var element = containerOf(container);
      var siteKey = params.sitekey || (element && element.getAttribute('data-sitekey'));
      return render(element, siteKey, { solved: params.callback });
    },
    reset: reset,
    getResponse: tokenOf,
    ready: function (fn) { fn(); },
  };
  if (query.get('render') !== 'explicit') {
    Array.prototype.forEach.call(document.querySelectorAll('.g-recaptcha[data-sitekey]'), function (element) {
      render(element, element.getAttribute('data-sitekey'), { solved: element.getAttribute('data-callback') });
    });
  }
  if (query.get('onload')) call(query.get('onload'));
`;

export type WidgetProvider = 'arcaptcha' | 'recaptcha';

export function widgetScript(provider: WidgetProvider): string {
  return `(function () {\n  'use strict';${COMMON}${provider === 'arcaptcha' ? ARCAPTCHA : RECAPTCHA}})();\n`;
}

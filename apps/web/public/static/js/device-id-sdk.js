/*
 * Device-id SDK (decision 0530): defines window.DeviceIdSdk = { collect(): Promise<string> }.
 * collect() hashes stable browser traits with SHA-256 into a 64-digit hex token, which the app
 * sends to POST /api/web/v1/device-id to obtain the finger_print cookie value. Plain ES2017, no modules.
 */
(function (global) {
  'use strict';

  if (global.DeviceIdSdk && typeof global.DeviceIdSdk.collect === 'function') return;

  function safe(read) {
    try {
      var value = read();
      return value === undefined || value === null ? '' : String(value);
    } catch (error) {
      return '';
    }
  }

  function traits() {
    var nav = global.navigator || {};
    var screen = global.screen || {};
    return [
      'ua=' + safe(function () { return nav.userAgent; }),
      'lang=' + safe(function () { return nav.language; }),
      'langs=' + safe(function () { return (nav.languages || []).join(','); }),
      'tz=' + safe(function () { return Intl.DateTimeFormat().resolvedOptions().timeZone; }),
      'tzo=' + safe(function () { return new Date().getTimezoneOffset(); }),
      'screen=' + safe(function () { return screen.width + 'x' + screen.height; }),
      'depth=' + safe(function () { return screen.colorDepth; }),
      'cores=' + safe(function () { return nav.hardwareConcurrency; }),
      'platform=' + safe(function () { return nav.platform; })
    ].join('|');
  }

  function toHex(buffer) {
    var bytes = new Uint8Array(buffer);
    var out = '';
    for (var i = 0; i < bytes.length; i += 1) out += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return out;
  }

  async function collect() {
    var subtle = global.crypto && global.crypto.subtle;
    if (!subtle || typeof subtle.digest !== 'function' || typeof global.TextEncoder !== 'function') {
      throw new Error('DeviceIdSdk: crypto.subtle is not available (insecure context?)');
    }
    var digest = await subtle.digest('SHA-256', new global.TextEncoder().encode(traits()));
    return toHex(digest);
  }

  global.DeviceIdSdk = Object.freeze({ version: '1.0.0', collect: collect });
})(typeof window !== 'undefined' ? window : this);

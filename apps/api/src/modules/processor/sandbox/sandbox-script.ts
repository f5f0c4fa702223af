/**
 * `GET /sandbox-processor/sandbox.js`: the sandbox's answer to Stripe.js, for pages that prefer a
 * script to calling the endpoints with fetch. Dependency-free ES5 so any page can load it; it talks
 * only to the origin it was loaded from and resolves (never rejects) with `{paymentMethod}`,
 * `{setup}` or `{error: {code, message}}`, as Stripe.js does.
 *
 *   SandboxProcessor.tokenize({ publishableKey, card: { number, expMonth, expYear, cvc, name } })
 *   SandboxProcessor.tokenize({ publishableKey, bank: { routingNumber, accountNumber, accountType, holderName } })
 *   SandboxProcessor.confirmSetup({ clientSecret, paymentMethod: 'pm_…' })
 */
export const sandboxScript = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\\/sandbox\\.js(\\?.*)?$/, '') : '/sandbox-processor';
  var unreachable = { code: 'network_error', message: 'The sandbox processor could not be reached.' };

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, json: json };
      });
    }).catch(function () {
      return { ok: false, json: { error: unreachable } };
    });
  }

  window.SandboxProcessor = {
    tokenize: function (request) {
      return post('/v1/tokens', request).then(function (result) {
        return result.ok ? { paymentMethod: result.json } : { error: result.json.error || unreachable };
      });
    },
    confirmSetup: function (request) {
      var setupId = String(request.clientSecret).split('_secret_')[0];
      return post('/v1/setups/' + encodeURIComponent(setupId) + '/confirm', request).then(function (result) {
        if (result.ok) return { setup: result.json };
        return { error: result.json.error || unreachable, setup: result.json.setup };
      });
    }
  };
})();
`;

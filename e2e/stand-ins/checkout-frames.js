// A stand-in for Checkout.com Frames (https://cdn.checkout.com/js/framesv2.min.js), for browser
// tests of a VITE_SANDBOX=false build without the internet: serve this file at that URL with
// Playwright's routing (`context.route(FRAMES_SCRIPT_URL, …)`). It implements the surface the
// app's adapter uses (src/card-fields/checkout-frames.ts) as Frames documents it: `init`,
// `Events`, `addEventHandler`, `removeAllEventHandlers`, `cardholder`, `isCardValid`,
// `submitCard`, `enableSubmitForm`, and the multiple-iframes layout (an iframe inserted into each
// of .card-number-frame, .expiry-date-frame and .cvv-frame). Each frame is a srcdoc document with
// one input, driven from here, so the page's CSP needs no inline script for it.
//
// Cards: any Luhn-valid number; a number starting 446404 is a mada card co-badged with Visa
// (scheme_local "mada"); 4000 0000 0000 0002 is refused at tokenization. Tokens are
// `tok_standin_<the card's bin, last4, expiry and scheme as base64url JSON>`: the standalone
// platform reads the card from it (mocks/lib/cards.ts), where a real platform asks Checkout.
// ASCII only (Arabic labels escaped), so it reads the same whatever charset it is served with.
;(function () {
  'use strict'
  var EVENTS = {
    READY: 'ready',
    FRAME_ACTIVATED: 'frameActivated',
    FRAME_FOCUS: 'frameFocus',
    FRAME_BLUR: 'frameBlur',
    FRAME_VALIDATION_CHANGED: 'frameValidationChanged',
    PAYMENT_METHOD_CHANGED: 'paymentMethodChanged',
    CARD_VALIDATION_CHANGED: 'cardValidationChanged',
    CARD_SUBMITTED: 'cardSubmitted',
    CARD_TOKENIZED: 'cardTokenized',
    CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed',
    CARD_BIN_CHANGED: 'cardBinChanged',
  }
  var ELEMENTS = [
    {
      element: 'card-number',
      container: 'card-number-frame',
      label: ['Card number', '\u0631\u0642\u0645 \u0627\u0644\u0628\u0637\u0627\u0642\u0629'],
      placeholder: '4242 4242 4242 4242',
    },
    {
      element: 'expiry-date',
      container: 'expiry-date-frame',
      label: [
        'Expiry date',
        '\u062a\u0627\u0631\u064a\u062e \u0627\u0644\u0627\u0646\u062a\u0647\u0627\u0621',
      ],
      placeholder: 'MM/YY',
    },
    {
      element: 'cvv',
      container: 'cvv-frame',
      label: ['Security code', '\u0631\u0645\u0632 \u0627\u0644\u0623\u0645\u0627\u0646'],
      placeholder: 'CVV',
    },
  ]
  var handlers = {}
  var values = { 'card-number': '', 'expiry-date': '', cvv: '' }
  var submitting = false
  var tokens = 0
  var lastBin = ''

  function emit(event, payload) {
    ;(handlers[event] || []).slice().forEach(function (handler) {
      handler(payload)
    })
  }
  function digits(value) {
    return value.replace(/\D/g, '')
  }
  function luhn(number) {
    var sum = 0
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i])
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
      sum += d
    }
    return number.length >= 12 && number.length <= 19 && sum % 10 === 0
  }
  function scheme(number) {
    if (/^3[47]/.test(number)) return 'American Express'
    if (/^5[1-5]|^2[2-7]/.test(number)) return 'Mastercard'
    if (/^4/.test(number)) return 'Visa'
    if (/^35/.test(number)) return 'JCB'
    if (/^6(011|5)/.test(number)) return 'Discover'
    if (/^3[068]/.test(number)) return 'Diners Club International'
    return undefined
  }
  function expiry(value) {
    var match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(value.trim())
    if (!match) return null
    var month = Number(match[1])
    var year = 2000 + Number(match[2])
    if (month < 1 || month > 12) return null
    var now = new Date()
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      return null
    return { month: month, year: year }
  }
  function valid(element) {
    var value = values[element]
    if (element === 'card-number') return luhn(digits(value))
    if (element === 'expiry-date') return expiry(value) !== null
    var cvv = digits(value)
    return (
      cvv === value.trim() && cvv.length === (/^3[47]/.test(digits(values['card-number'])) ? 4 : 3)
    )
  }
  function cardValid() {
    return ELEMENTS.every(function (item) {
      return valid(item.element)
    })
  }
  function changed(element) {
    emit(EVENTS.FRAME_VALIDATION_CHANGED, {
      element: element,
      isValid: valid(element),
      isEmpty: values[element].trim() === '',
    })
    emit(EVENTS.CARD_VALIDATION_CHANGED, {
      isValid: cardValid(),
      isElementValid: {
        cardNumber: valid('card-number'),
        expiryDate: valid('expiry-date'),
        cvv: valid('cvv'),
      },
    })
    if (element !== 'card-number') return
    var number = digits(values['card-number'])
    var bin = number.slice(0, 8)
    if (bin.length >= 6 && bin !== lastBin) {
      lastBin = bin
      emit(EVENTS.CARD_BIN_CHANGED, { bin: bin, scheme: scheme(number) })
    }
    if (scheme(number))
      emit(EVENTS.PAYMENT_METHOD_CHANGED, {
        isValid: true,
        paymentMethod: scheme(number),
        isPaymentMethodAccepted: true,
      })
  }
  function mountFrame(container, item, arabic, style) {
    var frame = document.createElement('iframe')
    frame.title = item.label[arabic ? 1 : 0]
    frame.setAttribute('frameborder', '0')
    frame.style.cssText = 'display:block;width:100%;height:42px;border:0'
    var base = (style && style.base) || {}
    frame.srcdoc =
      '<!doctype html><html><body style="margin:0">' +
      '<input style="box-sizing:border-box;width:100%;height:42px;border:0;padding:0 12px;background:transparent;outline:none"' +
      ' inputmode="numeric" autocomplete="off">' +
      '</body></html>'
    frame.addEventListener('load', function () {
      var input = frame.contentDocument && frame.contentDocument.querySelector('input')
      if (!input) return
      input.setAttribute('aria-label', item.label[arabic ? 1 : 0])
      input.placeholder = item.placeholder
      input.style.color = base.color || ''
      input.style.fontFamily = base.fontFamily || ''
      input.style.fontSize = base.fontSize || ''
      input.style.direction = base.direction || 'ltr'
      input.style.textAlign = base.textAlign || 'left'
      input.addEventListener('input', function () {
        values[item.element] = input.value
        changed(item.element)
      })
      input.addEventListener('focus', function () {
        emit(EVENTS.FRAME_FOCUS, { element: item.element })
      })
      input.addEventListener('blur', function () {
        emit(EVENTS.FRAME_BLUR, { element: item.element })
      })
      emit(EVENTS.FRAME_ACTIVATED, { element: item.element })
    })
    container.replaceChildren(frame)
  }

  window.Frames = {
    Events: EVENTS,
    cardholder: {},
    init: function (config) {
      if (!config || typeof config.publicKey !== 'string' || !/^pk_/.test(config.publicKey))
        throw new Error('[Frames stand-in] init needs a publicKey')
      values = { 'card-number': '', 'expiry-date': '', cvv: '' }
      lastBin = ''
      var arabic = config.localization === 'AR'
      ELEMENTS.forEach(function (item) {
        Array.prototype.forEach.call(
          document.getElementsByClassName(item.container),
          function (container) {
            mountFrame(container, item, arabic, config.style)
          },
        )
      })
      emit(EVENTS.READY)
    },
    addEventHandler: function (event, handler) {
      ;(handlers[event] = handlers[event] || []).push(handler)
    },
    removeEventHandler: function (event, handler) {
      var list = handlers[event] || []
      var index = list.indexOf(handler)
      if (index >= 0) list.splice(index, 1)
      return index >= 0
    },
    removeAllEventHandlers: function (event) {
      var had = Boolean(handlers[event] && handlers[event].length)
      handlers[event] = []
      return had
    },
    isCardValid: cardValid,
    enableSubmitForm: function () {
      submitting = false
    },
    submitCard: function () {
      if (submitting || !cardValid())
        return Promise.reject(new Error('[Frames stand-in] card invalid or already submitted'))
      submitting = true
      emit(EVENTS.CARD_SUBMITTED)
      var number = digits(values['card-number'])
      return new Promise(function (resolve, reject) {
        setTimeout(function () {
          if (number === '4000000000000002') {
            var failure = { errorCode: 'request_invalid', message: 'card_declined' }
            emit(EVENTS.CARD_TOKENIZATION_FAILED, failure)
            reject(failure)
            return
          }
          var date = expiry(values['expiry-date'])
          tokens += 1
          var card = {
            bin: number.slice(0, 6),
            last4: number.slice(-4),
            expiry_month: date.month,
            expiry_year: date.year,
            scheme: scheme(number) || 'Visa',
            n: tokens,
          }
          if (/^446404/.test(number)) card.scheme_local = 'mada'
          var tokenized = {
            type: 'card',
            token:
              'tok_standin_' +
              btoa(JSON.stringify(card)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
            expires_on: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
            expiry_month: date.month,
            expiry_year: date.year,
            scheme: scheme(number) || 'Visa',
            last4: number.slice(-4),
            bin: number.slice(0, 6),
            card_type: /^446404/.test(number) ? 'Debit' : 'Credit',
            card_category: 'Consumer',
          }
          if (/^446404/.test(number)) tokenized.scheme_local = 'mada'
          emit(EVENTS.CARD_TOKENIZED, tokenized)
          resolve(tokenized)
        }, 50)
      })
    },
  }
})()

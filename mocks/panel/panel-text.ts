import { useSyncExternalStore } from 'react'
import type { FeatureKey } from '../../src/domain/features'
import type { EndpointFamily } from '../lib/controls'

// The panel's own few words, in the page's language. It does not use the app's i18n: the panel
// is not part of the app and must keep working when the app's translations fail to load.

const en = {
  toggle: 'Sandbox',
  faultCount: (count: number) => (count === 1 ? '1 fault' : `${count} faults`),
  title: 'Sandbox controls',
  close: 'Close',
  persona: 'Persona',
  loggedInAs: 'Logged in as',
  notLoggedIn: 'Not logged in',
  rideAppUser: 'Ride-app user',
  checking: 'Checking the session…',
  loginAs: 'Log in as',
  logout: 'Log out',
  loggingIn: 'Logging in…',
  scenario: 'Scenario',
  activeScenario: 'Active scenario:',
  apply: 'Apply',
  applying: 'Applying the scenario…',
  faults: 'Faults',
  family: 'Endpoint family',
  fault: 'Fault',
  count: 'Applies to',
  nextRequest: 'next request',
  nextThree: 'next 3',
  untilCleared: 'until cleared',
  left: (count: number) => `${count} left`,
  inject: 'Inject',
  activeFaults: 'Active faults',
  noFaults: 'No faults injected.',
  remove: 'Remove',
  clearAll: 'Clear all',
  status: (status: number) => `HTTP ${status}`,
  retryAfter: (seconds: number) => `Retry-After ${seconds} s`,
  delay: (seconds: number) => `delay ${seconds} s`,
  network: 'network error',
  malformed: 'malformed body',
  latency: 'Latency',
  latencyValue: (ms: number) => `${ms} ms`,
  analytics: 'Analytics events',
  analyticsNote: 'What the app would send, newest first (the last 50). The sandbox sends none.',
  noAnalytics: 'No events yet.',
  clock: 'Clock',
  sandboxTime: 'Sandbox time',
  realTime: 'real time',
  offset: (hours: number) => `${hours > 0 ? '+' : '−'}${Math.abs(hours)} h from real time`,
  minusDay: '−1 day',
  plusHour: '+1 hour',
  plusDay: '+1 day',
  plusWeek: '+7 days',
  now: 'Now',
  data: 'Data',
  resetAll: 'Reset all data',
  resetWarning:
    'This forgets everything changed in this browser (bookings, documents, cards, controls), logs out and reloads.',
  confirmReset: 'Yes, reset all data',
  cancel: 'Cancel',
  resetting: 'Resetting…',
  failed: (message: string) => `That did not work: ${message}`,
  familyNames: {
    auth: 'auth',
    logger: 'logger',
    features: 'features',
    analytics: 'analytics',
    identity: 'identity',
    configuration: 'configuration',
    availability: 'availability',
    payment: 'payment',
  } satisfies Record<EndpointFamily, string>,
  flags: 'Feature flags',
  flagNames: {
    'arabic-on-internal': 'Arabic on the internal environment',
    'change-handback-in-last-hour': 'Change the return in its last hour',
    'ride-app-contact-us-popup': 'Ride-app “Contact us” popup',
    'whatsapp-notification-checkbox': 'WhatsApp notifications',
    'payment-revamp': 'Payment revamp',
  } satisfies Record<FeatureKey, string>,
  flagDefault: 'On for everyone (default)',
  flagOnlyFor: 'Only for',
  followDefault: (on: boolean) => `Follow the default (${on ? 'on' : 'off'})`,
  flagOn: 'On',
  flagOff: 'Off',
  inForce: (on: boolean, who: string | null) =>
    `${who ? `For ${who}` : 'For visitors'}: ${on ? 'on' : 'off'}`,
  flagsLogIn: 'Log in as a persona to switch a flag for that account only.',
  flagSaving: 'Saving the flag…',
  flagSaved: (name: string) => `${name}: saved, the app uses it now.`,
}

export type PanelText = typeof en

const ar: PanelText = {
  toggle: 'بيئة التجربة',
  faultCount: (count: number) => {
    if (count === 1) return 'عطل واحد'
    if (count === 2) return 'عطلان'
    return count <= 10 ? `${count} أعطال` : `${count} عطلًا`
  },
  title: 'أدوات بيئة التجربة',
  close: 'إغلاق',
  persona: 'الشخصية',
  loggedInAs: 'مسجّل الدخول باسم',
  notLoggedIn: 'لم يسجّل أحد الدخول',
  rideAppUser: 'مستخدم تطبيق التوصيل',
  checking: 'جارٍ التحقق من الجلسة…',
  loginAs: 'تسجيل الدخول باسم',
  logout: 'تسجيل الخروج',
  loggingIn: 'جارٍ تسجيل الدخول…',
  scenario: 'السيناريو',
  activeScenario: 'السيناريو الحالي:',
  apply: 'تطبيق',
  applying: 'جارٍ تطبيق السيناريو…',
  faults: 'الأعطال',
  family: 'مجموعة الواجهات',
  fault: 'العطل',
  count: 'ينطبق على',
  nextRequest: 'الطلب التالي',
  nextThree: 'الطلبات الثلاثة التالية',
  untilCleared: 'حتى الإزالة',
  left: (count: number) => `متبقٍ ${count}`,
  inject: 'إضافة العطل',
  activeFaults: 'الأعطال النشطة',
  noFaults: 'لا توجد أعطال.',
  remove: 'إزالة',
  clearAll: 'إزالة الكل',
  status: (status: number) => `استجابة HTTP ${status}`,
  retryAfter: (seconds: number) => `إعادة المحاولة بعد ${seconds} ث`,
  delay: (seconds: number) => `تأخير ${seconds} ث`,
  network: 'خطأ في الشبكة',
  malformed: 'استجابة تالفة',
  latency: 'زمن الاستجابة',
  latencyValue: (ms: number) => `${ms} ملّي ثانية`,
  analytics: 'أحداث التحليلات',
  analyticsNote: 'ما كان التطبيق سيرسله، الأحدث أولًا (آخر 50). بيئة التجربة لا ترسل أيًّا منها.',
  noAnalytics: 'لا أحداث بعد.',
  clock: 'الساعة',
  sandboxTime: 'وقت بيئة التجربة',
  realTime: 'الوقت الفعلي',
  offset: (hours: number) => `${hours > 0 ? '+' : '−'}${Math.abs(hours)} ساعة عن الوقت الفعلي`,
  minusDay: '−1 يوم',
  plusHour: '+1 ساعة',
  plusDay: '+1 يوم',
  plusWeek: '+7 أيام',
  now: 'الآن',
  data: 'البيانات',
  resetAll: 'إعادة ضبط كل البيانات',
  resetWarning:
    'سيؤدي هذا إلى حذف كل ما تغيّر في هذا المتصفح (الحجوزات والمستندات والبطاقات والإعدادات)، وتسجيل الخروج، وإعادة تحميل الصفحة.',
  confirmReset: 'نعم، أعد ضبط كل البيانات',
  cancel: 'إلغاء',
  resetting: 'جارٍ إعادة الضبط…',
  // The detail is the platform's English message: it goes to the console, not the panel.
  failed: () => 'تعذّر ذلك. التفاصيل في وحدة تحكّم المتصفح.',
  familyNames: {
    auth: 'المصادقة',
    logger: 'السجلّ',
    features: 'مفاتيح الميزات',
    analytics: 'التحليلات',
    identity: 'الهوية',
    configuration: 'الإعدادات',
    availability: 'التوفّر',
    payment: 'الدفع',
  },
  flags: 'مفاتيح الميزات',
  flagNames: {
    'arabic-on-internal': 'العربية في البيئة الداخلية',
    'change-handback-in-last-hour': 'تغيير موعد الإرجاع في ساعته الأخيرة',
    'ride-app-contact-us-popup': 'نافذة «اتصل بنا» لمستخدمي تطبيق التوصيل',
    'whatsapp-notification-checkbox': 'إشعارات واتساب',
    'payment-revamp': 'واجهة الدفع الجديدة',
  },
  flagDefault: 'مفعّلة للجميع (الافتراضي)',
  flagOnlyFor: 'لهذا الحساب فقط:',
  followDefault: (on: boolean) => `اتباع الافتراضي (${on ? 'مفعّلة' : 'معطّلة'})`,
  flagOn: 'مفعّلة',
  flagOff: 'معطّلة',
  inForce: (on: boolean, who: string | null) =>
    `${who ? `للحساب ${who}` : 'للزوار'}: ${on ? 'مفعّلة' : 'معطّلة'}`,
  flagsLogIn: 'سجّل الدخول بإحدى الشخصيات لتغيير مفتاح لذلك الحساب وحده.',
  flagSaving: 'جارٍ حفظ المفتاح…',
  flagSaved: (name: string) => `${name}: تم الحفظ، ويعمل به التطبيق الآن.`,
}

export type PanelLanguage = 'en' | 'ar'

function pageLanguage(): PanelLanguage {
  return document.documentElement.lang.toLowerCase().startsWith('ar') ? 'ar' : 'en'
}

function watchPageLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}

/** The panel's language follows `<html lang>`, which the app sets when the locale changes. */
export function usePanelLanguage(): PanelLanguage {
  return useSyncExternalStore(watchPageLanguage, pageLanguage)
}

export function panelText(language: PanelLanguage): PanelText {
  return language === 'ar' ? ar : en
}

/** A failure for the panel's live region; the technical detail also goes to the console. */
export function failureText(text: PanelText, error: unknown): string {
  console.warn('Sandbox panel:', error)
  return text.failed(error instanceof Error ? error.message : String(error))
}

/** Intl locale for dates in the panel; Latin digits, like the rest of the sandbox's output. */
export function intlLocale(language: PanelLanguage): string {
  return language === 'ar' ? 'ar-u-nu-latn' : 'en-GB'
}

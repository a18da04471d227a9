import { findScenario, isScenarioId, type ScenarioId, type ScenarioPersona } from '../scenarios'
import { SANDBOX_LOGINS } from '../sandbox-session'
import type { PanelLanguage } from './panel-text'

// The scenarios' and personas' words in the panel's language. English lives beside the data
// (mocks/scenarios.ts, mocks/seed/personas.ts, which Node tests and docs/sandbox.md use); Arabic is
// here, keyed by id and email so a new scenario or persona without Arabic fails to compile.

const SCENARIOS_AR: Record<ScenarioId, { title: string; description: string }> = {
  customer: {
    title: 'عميل دائم',
    description: 'مستندات معتمدة، وبطاقة فيزا محفوظة، وحجوزات قادمة وجارية ومكتملة.',
  },
  'new-customer': {
    title: 'عميل جديد',
    description: 'لا مستندات ولا بطاقات ولا حجوزات بعد؛ يبدأ بالتحقق من الهوية.',
  },
  banned: { title: 'عميل محظور', description: 'الحساب محظور، لذا يُرفض الحجز.' },
  vip: {
    title: 'عميل مميّز',
    description: 'عميل مميّز مع واجهة الدفع الجديدة وبطاقة فيزا محفوظة.',
  },
  'tourist-uae': {
    title: 'سائح في الإمارات',
    description: 'زائر للإمارات يحتاج إلى مستندات السياح.',
  },
  'tourist-ksa': {
    title: 'سائح في السعودية',
    description: 'زائر للسعودية يتصفح السيارات في الرياض.',
  },
  'riyadh-mada': {
    title: 'عميل في الرياض ببطاقات مدى',
    description: 'ثلاث بطاقات: مدى مفعّلة، ومدى غير مفعّلة، وبطاقة ليست مدى.',
  },
  arabic: {
    title: 'عميل يتحدث العربية',
    description: 'يفضّل العربية؛ يُفتح التطبيق بالعربية من اليمين إلى اليسار.',
  },
  'ride-app': {
    title: 'مستخدم تطبيق التوصيل',
    description: 'يصل عبر تسجيل الدخول بتطبيق التوصيل ويدفع من المحفظة.',
  },
  '3ds-failure': {
    title: 'فشل التحقق ثلاثي الأبعاد',
    description: 'يُرفض كل تحقق ثلاثي الأبعاد أو تأكيد من المحفظة.',
  },
  '3ds-timeout': {
    title: 'تحقق ثلاثي الأبعاد لا يكتمل',
    description: 'يبقى التحقق معلّقًا، فتنتهي مهلة متابعة الدفع.',
  },
  'kyc-rejected': {
    title: 'رفض المستندات',
    description: 'يُرفض كل مستند هوية يُرفع عند المراجعة.',
  },
  'car-sold-out': {
    title: 'السيارة محجوزة',
    description: 'كل محاولة حجز تجد السيارة محجوزة مسبقًا (409).',
  },
  'slow-network': {
    title: 'شبكة بطيئة',
    description: 'يتأخر كل طلب إلى المنصة 2.5 ثانية إضافية.',
  },
  'server-error': {
    title: 'خدمة التوفّر متوقفة',
    description: 'تُجيب طلبات التوفّر بالخطأ 500 حتى يُزال العطل.',
  },
  'rate-limited': {
    title: 'تجاوز حدّ الطلبات مرة واحدة',
    description: 'يُجيب طلب الإعدادات التالي بالخطأ 429 مع الانتظار ثانيتين، ثم تنجح الإعادة.',
  },
  'platform-offline': {
    title: 'المنصة غير متصلة',
    description: 'يفشل كل طلب إلى المنصة بخطأ في الشبكة حتى تُزال الأعطال.',
  },
}

const PERSONAS_AR: Record<ScenarioPersona, string> = {
  'customer@rental.test':
    'مقيم؛ مستندات معتمدة؛ بطاقة فيزا مفضّلة وماستركارد تنتهي الشهر المقبل؛ بيانات الفوترة؛ حجوزات: قادمة، وغير مدفوعة، وجارية، ومكتملة (خُصم جزء من مبلغ الضمان للرسوم ومخالفة)، وملغاة (احتُفظ بالرسوم ورُدّ الباقي)',
  'new@rental.test': 'لا مستندات ولا بطاقات ولا حجوزات',
  'banned@rental.test': 'حساب محظور',
  'vip@rental.test': 'عميل مميّز؛ اشتراك شهري جارٍ؛ واجهة الدفع الجديدة',
  'tourist.uae@rental.test': 'سائح في الإمارات',
  'tourist.ksa@rental.test': 'سائح في السعودية، الرياض',
  'riyadh@rental.test': 'ثلاث بطاقات: مدى مفعّلة، ومدى غير مفعّلة، وبطاقة ليست مدى',
  'arabic@rental.test': 'يفضّل اللغة العربية',
  'rideapp@rental.test': 'يصل عبر تطبيق التوصيل ويدفع من المحفظة',
}

export function scenarioText(
  id: string,
  language: PanelLanguage,
): { title: string; description: string } | undefined {
  const scenario = findScenario(id)
  if (!scenario || !isScenarioId(id)) return undefined
  if (language === 'en') return { title: scenario.title, description: scenario.description }
  return SCENARIOS_AR[id]
}

const isPersona = (email: string): email is ScenarioPersona => Object.hasOwn(PERSONAS_AR, email)

export function personaShows(email: string, language: PanelLanguage): string | undefined {
  const login = SANDBOX_LOGINS.find((candidate) => candidate.email === email)
  if (!login) return undefined
  if (language === 'en') return login.shows
  return isPersona(login.email) ? PERSONAS_AR[login.email] : login.shows
}

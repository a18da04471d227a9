// Server-side copy: translations of platform terms and the legal documents, per language.

export const SERVER_TRANSLATIONS: Record<'en' | 'ar', Record<string, string>> = {
  en: {
    'tags.freeDelivery': 'Free delivery',
    'tags.newArrival': 'New arrival',
    'tags.bestSeller': 'Best seller',
    'tags.familyFriendly': 'Family friendly',
    'tags.electric': 'Electric',
    'tags.premium': 'Premium',
    'charges.RENTAL_FEE': 'Rental fee',
    'charges.DEPOSIT': 'Deposit',
    'charges.DELIVERY_FEE': 'Delivery fee',
    'charges.SERVICE_FEE': 'Service fee',
    'charges.CANCELLATION': 'Cancellation fee',
  },
  ar: {
    'tags.freeDelivery': 'توصيل مجاني',
    'tags.newArrival': 'وصل حديثًا',
    'tags.bestSeller': 'الأكثر طلبًا',
    'tags.familyFriendly': 'مناسبة للعائلة',
    'tags.electric': 'كهربائية',
    'tags.premium': 'فاخرة',
    'charges.RENTAL_FEE': 'رسوم الإيجار',
    'charges.DEPOSIT': 'التأمين',
    'charges.DELIVERY_FEE': 'رسوم التوصيل',
    'charges.SERVICE_FEE': 'رسوم الخدمة',
    'charges.CANCELLATION': 'رسوم الإلغاء',
  },
}

type LegalType = 'TERMS_AND_CONDITIONS' | 'PRIVACY_POLICY' | 'RENTAL_AGREEMENT'

export const LEGAL_DOCUMENTS: Record<
  'en' | 'ar',
  Array<{
    type: LegalType
    title: string
    version: string
    sections: Array<{ heading: string; body: string }>
  }>
> = {
  en: [
    {
      type: 'TERMS_AND_CONDITIONS',
      title: 'Terms and conditions',
      version: '2026-01',
      sections: [
        {
          heading: 'Who can rent',
          body: 'Drivers need a valid licence and a verified identity document.',
        },
        {
          heading: 'Cancellation',
          body: 'Cancel for free up to the free-cancellation period shown at booking.',
        },
      ],
    },
    {
      type: 'PRIVACY_POLICY',
      title: 'Privacy policy',
      version: '2026-01',
      sections: [
        { heading: 'Your data', body: 'We use your data only to provide and improve the service.' },
      ],
    },
    {
      type: 'RENTAL_AGREEMENT',
      title: 'Rental agreement',
      version: '2026-01',
      sections: [{ heading: 'Mileage', body: 'The kilometre allowance is shown with each car.' }],
    },
  ],
  ar: [
    {
      type: 'TERMS_AND_CONDITIONS',
      title: 'الشروط والأحكام',
      version: '2026-01',
      sections: [
        {
          heading: 'من يمكنه الاستئجار',
          body: 'يحتاج السائق إلى رخصة قيادة سارية ووثيقة هوية موثقة.',
        },
        {
          heading: 'الإلغاء',
          body: 'يمكنك الإلغاء مجانًا خلال فترة الإلغاء المجاني الموضحة عند الحجز.',
        },
      ],
    },
    {
      type: 'PRIVACY_POLICY',
      title: 'سياسة الخصوصية',
      version: '2026-01',
      sections: [{ heading: 'بياناتك', body: 'نستخدم بياناتك فقط لتقديم الخدمة وتحسينها.' }],
    },
    {
      type: 'RENTAL_AGREEMENT',
      title: 'اتفاقية الإيجار',
      version: '2026-01',
      sections: [{ heading: 'المسافة', body: 'يظهر حد الكيلومترات المسموح به مع كل سيارة.' }],
    },
  ],
}

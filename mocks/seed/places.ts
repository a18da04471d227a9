import type { z } from 'zod/mini'
import type { cityCodeSchema, GeoPoint } from '../../src/api/schemas/common'

// The sandbox geocoder's gazetteer: about ten well-known places per city, in English and Arabic.
// Each city has two places far outside its business zone (mocks/seed/cities.ts), so the booking
// flow's "outside the delivery area" path can be tried with a real-looking address.

type CityCode = z.infer<typeof cityCodeSchema>

interface PlaceText {
  label: string
  detail: string
}

export interface SeedPlace {
  id: string
  en: PlaceText
  ar: PlaceText
  location: GeoPoint
  /** Offered before the customer types anything. */
  popular: boolean
  /** Far outside the city's business zone: no delivery there. */
  outsideZone: boolean
}

const KINDS = ['popular', 'inside', 'outside'] as const

/**
 * One place a line: `id | popular, inside or outside | latitude, longitude | English label |
 * English detail | Arabic label | Arabic detail`. A table keeps ten bilingual places readable.
 */
function parse(table: string): SeedPlace[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [id, kind, point, enLabel, enDetail, arLabel, arDetail] = line
        .split('|')
        .map((cell) => cell.trim())
      const [latitude, longitude] = (point ?? '').split(',').map(Number)
      const known = KINDS.find((value) => value === kind)
      if (!id || !known || !enLabel || !enDetail || !arLabel || !arDetail)
        throw new Error(`Malformed place: ${line}`)
      if (latitude === undefined || longitude === undefined || Number.isNaN(latitude + longitude))
        throw new Error(`Malformed location: ${line}`)
      return {
        id,
        en: { label: enLabel, detail: enDetail },
        ar: { label: arLabel, detail: arDetail },
        location: { latitude, longitude },
        popular: known === 'popular',
        outsideZone: known === 'outside',
      }
    })
}

export const SEED_PLACES: Readonly<Record<CityCode, readonly SeedPlace[]>> = {
  DXB: parse(`
    dxb-marina | popular | 25.0805, 55.1403 | Dubai Marina | Marina Walk, Dubai | دبي مارينا | ممشى المارينا، دبي
    dxb-downtown | popular | 25.1972, 55.2744 | Downtown Dubai | Burj Khalifa, Dubai | وسط مدينة دبي | برج خليفة، دبي
    dxb-difc | popular | 25.2131, 55.2796 | DIFC | Dubai International Financial Centre, Dubai | مركز دبي المالي العالمي | البوابة، دبي
    dxb-business-bay | popular | 25.1857, 55.2637 | Business Bay | Bay Avenue, Dubai | الخليج التجاري | باي أفينيو، دبي
    dxb-jlt | popular | 25.0693, 55.1413 | Jumeirah Lake Towers (JLT) | Sheikh Zayed Road, Dubai | أبراج بحيرات جميرا | شارع الشيخ زايد، دبي
    dxb-airport | popular | 25.2532, 55.3657 | Dubai International Airport (DXB) | Terminal 3, Al Garhoud, Dubai | مطار دبي الدولي | المبنى 3، القرهود، دبي
    dxb-deira | inside | 25.2711, 55.3075 | Deira | Gold Souk, Dubai | ديرة | سوق الذهب، دبي
    dxb-al-barsha | inside | 25.1126, 55.196 | Al Barsha | Mall of the Emirates, Dubai | البرشاء | مول الإمارات، دبي
    dxb-palm | inside | 25.1124, 55.139 | Palm Jumeirah | Atlantis, The Palm, Dubai | نخلة جميرا | أتلانتس النخلة، دبي
    dxb-hatta | outside | 24.7963, 56.118 | Hatta | Hatta Dam, Dubai | حتا | سد حتا، دبي
    dxb-al-qudra | outside | 24.8345, 55.3734 | Al Qudra Lakes | Al Qudra Road, Dubai | بحيرات القدرة | شارع القدرة، دبي
  `),
  AUH: parse(`
    auh-corniche | popular | 24.475, 54.338 | Corniche | Corniche Road, Abu Dhabi | الكورنيش | شارع الكورنيش، أبوظبي
    auh-saadiyat | popular | 24.5337, 54.3982 | Saadiyat Island | Louvre Abu Dhabi, Abu Dhabi | جزيرة السعديات | اللوفر أبوظبي، أبوظبي
    auh-yas | popular | 24.4672, 54.6031 | Yas Island | Yas Marina Circuit, Abu Dhabi | جزيرة ياس | حلبة مرسى ياس، أبوظبي
    auh-reem | popular | 24.499, 54.406 | Al Reem Island | Shams Abu Dhabi, Abu Dhabi | جزيرة الريم | شمس أبوظبي، أبوظبي
    auh-maryah | popular | 24.501, 54.39 | Al Maryah Island | Abu Dhabi Global Market, Abu Dhabi | جزيرة الماريه | سوق أبوظبي العالمي، أبوظبي
    auh-khalifa-city | inside | 24.4194, 54.5783 | Khalifa City | Al Raha, Abu Dhabi | مدينة خليفة | الراحة، أبوظبي
    auh-grand-mosque | inside | 24.4129, 54.475 | Sheikh Zayed Grand Mosque | Rabdan, Abu Dhabi | جامع الشيخ زايد الكبير | ربدان، أبوظبي
    auh-mussafah | inside | 24.354, 54.505 | Mussafah | Industrial Area, Abu Dhabi | مصفح | المنطقة الصناعية، أبوظبي
    auh-al-bateen | inside | 24.454, 54.333 | Al Bateen | Al Bateen Marina, Abu Dhabi | البطين | مرسى البطين، أبوظبي
    auh-liwa | outside | 23.133, 53.77 | Liwa Oasis | Al Dhafra, Abu Dhabi | واحة ليوا | الظفرة، أبوظبي
    auh-ruwais | outside | 24.11, 52.73 | Ruwais | Al Dhafra, Abu Dhabi | الرويس | الظفرة، أبوظبي
  `),
  AIN: parse(`
    ain-oasis | popular | 24.2167, 55.7667 | Al Ain Oasis | Al Mutawaa, Al Ain | واحة العين | المطوعة، العين
    ain-mall | popular | 24.221, 55.781 | Al Ain Mall | Othman Bin Affan Street, Al Ain | العين مول | شارع عثمان بن عفان، العين
    ain-jimi | popular | 24.24, 55.73 | Al Jimi | Al Jimi Mall, Al Ain | الجيمي | الجيمي مول، العين
    ain-zoo | popular | 24.175, 55.74 | Al Ain Zoo | Nahyan the First Street, Al Ain | حديقة حيوانات العين | شارع نهيان الأول، العين
    ain-hili | inside | 24.28, 55.79 | Hili | Hili Archaeological Park, Al Ain | هيلي | منتزه هيلي الأثري، العين
    ain-qattara | inside | 24.26, 55.75 | Al Qattara | Al Qattara Arts Centre, Al Ain | القطارة | مركز القطارة للفنون، العين
    ain-muwaiji | inside | 24.216, 55.743 | Al Muwaiji | Al Muwaiji Fort, Al Ain | المويجعي | قلعة المويجعي، العين
    ain-zakher | inside | 24.155, 55.69 | Zakher | Zakher Lake, Al Ain | زاخر | بحيرة زاخر، العين
    ain-mezyad | outside | 24.023, 55.846 | Mezyad | Mezyad Fort, Al Ain | مزيد | حصن مزيد، العين
    ain-sweihan | outside | 24.47, 55.34 | Sweihan | Sweihan Road, Al Ain | سويحان | طريق سويحان، العين
  `),
  SHJ: parse(`
    shj-majaz | popular | 25.327, 55.388 | Al Majaz | Al Majaz Waterfront, Sharjah | المجاز | واجهة المجاز المائية، الشارقة
    shj-qasba | popular | 25.3236, 55.3767 | Al Qasba | Al Khan Lagoon, Sharjah | القصباء | بحيرة الخان، الشارقة
    shj-nahda | popular | 25.297, 55.372 | Al Nahda | Sahara Centre, Sharjah | النهدة | مركز الصحراء، الشارقة
    shj-airport | popular | 25.3286, 55.5172 | Sharjah International Airport | Airport Road, Sharjah | مطار الشارقة الدولي | طريق المطار، الشارقة
    shj-al-khan | inside | 25.328, 55.36 | Al Khan | Al Khan Beach, Sharjah | الخان | شاطئ الخان، الشارقة
    shj-muwaileh | inside | 25.305, 55.46 | Muwaileh | Muwaileh Commercial, Sharjah | مويلح | مويلح التجارية، الشارقة
    shj-university-city | inside | 25.287, 55.48 | University City | American University of Sharjah, Sharjah | المدينة الجامعية | الجامعة الأمريكية في الشارقة، الشارقة
    shj-rolla | inside | 25.356, 55.39 | Rolla | Rolla Square, Sharjah | الرولة | ساحة الرولة، الشارقة
    shj-khor-fakkan | outside | 25.339, 56.356 | Khor Fakkan | Khor Fakkan Corniche, Sharjah | خورفكان | كورنيش خورفكان، الشارقة
    shj-kalba | outside | 25.05, 56.35 | Kalba | Kalba Corniche, Sharjah | كلباء | كورنيش كلباء، الشارقة
  `),
  RUH: parse(`
    ruh-olaya | popular | 24.69, 46.685 | Al Olaya | Olaya Street, Riyadh | العليا | شارع العليا، الرياض
    ruh-kingdom-centre | popular | 24.7114, 46.6744 | Kingdom Centre | King Fahd Road, Riyadh | برج المملكة | طريق الملك فهد، الرياض
    ruh-kafd | popular | 24.764, 46.64 | King Abdullah Financial District (KAFD) | Al Aqiq, Riyadh | مركز الملك عبدالله المالي | العقيق، الرياض
    ruh-airport | popular | 24.9576, 46.6988 | King Khalid International Airport | Airport Road, Riyadh | مطار الملك خالد الدولي | طريق المطار، الرياض
    ruh-diriyah | inside | 24.734, 46.575 | Diriyah | At-Turaif, Riyadh | الدرعية | حي الطريف، الرياض
    ruh-malqa | inside | 24.81, 46.61 | Al Malqa | Anas Bin Malik Road, Riyadh | الملقا | طريق أنس بن مالك، الرياض
    ruh-boulevard | inside | 24.766, 46.6 | Riyadh Boulevard | Hittin, Riyadh | بوليفارد رياض سيتي | حطين، الرياض
    ruh-murabba | inside | 24.645, 46.71 | Al Murabba | National Museum, Riyadh | المربع | المتحف الوطني، الرياض
    ruh-kharj | outside | 24.1556, 47.312 | Al Kharj | Al Kharj Road, Riyadh Province | الخرج | طريق الخرج، منطقة الرياض
    ruh-edge-of-the-world | outside | 24.9573, 45.9916 | Edge of the World | Jebel Fihrayn, Riyadh Province | حافة العالم | جبل فهرين، منطقة الرياض
  `),
  BUD: parse(`
    bud-belvaros | popular | 47.496, 19.05 | Belváros | District V, Budapest | بيلفاروش | الحي الخامس، بودابست
    bud-castle | popular | 47.4962, 19.0399 | Buda Castle | Castle District, Budapest | قلعة بودا | حي القلعة، بودابست
    bud-andrassy | popular | 47.505, 19.063 | Andrássy Avenue | District VI, Budapest | شارع أندراشي | الحي السادس، بودابست
    bud-keleti | popular | 47.5, 19.084 | Keleti Railway Station | Baross tér, Budapest | محطة كيليتي | ساحة باروش، بودابست
    bud-margaret-island | inside | 47.527, 19.047 | Margaret Island | District XIII, Budapest | جزيرة مارغريت | الحي الثالث عشر، بودابست
    bud-obuda | inside | 47.542, 19.045 | Óbuda | District III, Budapest | أوبودا | الحي الثالث، بودابست
    bud-city-park | inside | 47.515, 19.08 | City Park (Városliget) | District XIV, Budapest | حديقة المدينة | الحي الرابع عشر، بودابست
    bud-gellert | inside | 47.487, 19.047 | Gellért Hill | District XI, Budapest | تل جيليرت | الحي الحادي عشر، بودابست
    bud-szentendre | outside | 47.669, 19.075 | Szentendre | Pest County | سينتندري | مقاطعة بشت
    bud-godollo | outside | 47.596, 19.355 | Gödöllő | Pest County | غودولو | مقاطعة بشت
  `),
}

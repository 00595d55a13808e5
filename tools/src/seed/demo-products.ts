import type { CreateProductBody } from '@ela/contracts';

/** A small, believable catalog for a fabric and haberdashery shop; prices are whole Rials. */
export const DEMO_PRODUCTS: CreateProductBody[] = [
  {
    name: 'پارچه مخمل کبریتی',
    description: 'مخمل کبریتی نخی، مناسب شلوار و کت پاییزی',
    unitType: 'meter',
    price: 4_850_000,
  },
  {
    name: 'پارچه کتان لینن',
    description: 'لینن طبیعی با بافت نرم، مناسب مانتو تابستانی',
    unitType: 'meter',
    price: 3_200_000,
  },
  {
    name: 'پارچه حریر گل‌دار',
    description: 'حریر سبک با طرح گل ریز برای شومیز و روسری',
    unitType: 'half_meter',
    price: 1_450_000,
  },
  {
    name: 'پارچه پرده‌ای بلک‌اوت',
    description: 'پرده ضدنور با عرض سه متر',
    unitType: 'meter',
    price: 6_700_000,
  },
  {
    name: 'پارچه ملحفه‌ای نخ پنبه',
    description: 'پنبه صددرصد با عرض دو متر و چهل',
    unitType: 'meter',
    price: 5_100_000,
  },
  { name: 'پارچه چادر مشکی کرپ', description: 'کرپ سنگین با ریزش خوب', unitType: 'meter', price: 7_900_000 },
  {
    name: 'پارچه ساتن براق',
    description: 'ساتن براق برای لباس مجلسی',
    unitType: 'half_meter',
    price: 1_900_000,
  },
  { name: 'پارچه جین کشی', description: 'جین کشی وزن متوسط', unitType: 'meter', price: 3_950_000 },
  {
    name: 'دکمه چوبی چهارسوراخ',
    description: 'بسته ده‌تایی دکمه چوبی قطر ۲ سانتی‌متر',
    unitType: 'count',
    price: 380_000,
  },
  { name: 'زیپ قدی فلزی', description: 'زیپ فلزی شصت سانتی‌متری', unitType: 'count', price: 260_000 },
  {
    name: 'نخ دوخت پلی‌استر',
    description: 'قرقره پانصد متری در رنگ‌های مختلف',
    unitType: 'count',
    price: 150_000,
  },
  { name: 'کش پهن شلواری', description: 'کش سه سانتی‌متری، فروش متری', unitType: 'meter', price: 120_000 },
];

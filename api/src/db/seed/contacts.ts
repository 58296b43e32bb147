/** The departments readers, authors, librarians and buyers write to (Info > Contact us). */
export interface ContactRow {
  id: number;
  department_zh: string;
  department_en: string;
  person_zh: string;
  person_en: string;
  email: string;
  phone: string;
  address_zh: string;
  address_en: string;
  hours_zh: string;
  hours_en: string;
  sort_order: number;
}

const ADDRESS = {
  zh: '北京市海淀区中关村东路 66 号数学科学大厦 5 层，邮编 100190',
  en: '5th floor, Mathematical Sciences Building, 66 Zhongguancun East Road, Haidian District, Beijing 100190, China',
};
const OFFICE_HOURS = {
  zh: '周一至周五 9:00–17:00（北京时间，法定节假日除外）',
  en: 'Monday to Friday, 9:00–17:00 Beijing time, except public holidays',
};

const CONTACTS: readonly Omit<ContactRow, 'id' | 'sort_order'>[] = [
  {
    department_zh: '期刊订阅部',
    department_en: 'Journal Subscriptions',
    person_zh: '刘敏',
    person_en: 'Liu Min',
    email: 'subscriptions@ipms.example',
    phone: '+86 10 6255 0101',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: OFFICE_HOURS.zh,
    hours_en: OFFICE_HOURS.en,
  },
  {
    department_zh: '图书发行部',
    department_en: 'Book Sales and Distribution',
    person_zh: '陈晓东',
    person_en: 'Chen Xiaodong',
    email: 'orders@ipms.example',
    phone: '+86 10 6255 0102',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: OFFICE_HOURS.zh,
    hours_en: OFFICE_HOURS.en,
  },
  {
    department_zh: '图书馆服务部',
    department_en: 'Library Services',
    person_zh: '王芳',
    person_en: 'Wang Fang',
    email: 'library@ipms.example',
    phone: '+86 10 6255 0103',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: OFFICE_HOURS.zh,
    hours_en: OFFICE_HOURS.en,
  },
  {
    department_zh: '编辑部',
    department_en: 'Editorial Office',
    person_zh: '赵岚',
    person_en: 'Zhao Lan',
    email: 'editorial@ipms.example',
    phone: '+86 10 6255 0104',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: OFFICE_HOURS.zh,
    hours_en: OFFICE_HOURS.en,
  },
  {
    department_zh: '开放获取办公室',
    department_en: 'Open Access Office',
    person_zh: '林雨欣',
    person_en: 'Lin Yuxin',
    email: 'openaccess@ipms.example',
    phone: '+86 10 6255 0105',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: OFFICE_HOURS.zh,
    hours_en: OFFICE_HOURS.en,
  },
  {
    department_zh: '版权与许可',
    department_en: 'Rights and Permissions',
    person_zh: '孙立',
    person_en: 'Sun Li',
    email: 'permissions@ipms.example',
    phone: '+86 10 6255 0106',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: OFFICE_HOURS.zh,
    hours_en: OFFICE_HOURS.en,
  },
  {
    department_zh: '技术支持',
    department_en: 'Technical Support',
    person_zh: '周健',
    person_en: 'Zhou Jian',
    email: 'support@ipms.example',
    phone: '+86 10 6255 0199',
    address_zh: ADDRESS.zh,
    address_en: ADDRESS.en,
    hours_zh: '周一至周日 8:00–22:00（北京时间）',
    hours_en: 'Every day, 8:00–22:00 Beijing time',
  },
];

export function buildContacts(): ContactRow[] {
  return CONTACTS.map((contact, i) => ({ id: i + 1, ...contact, sort_order: i + 1 }));
}

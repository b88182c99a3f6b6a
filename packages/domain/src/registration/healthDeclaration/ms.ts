import { LOCALE_NAMES } from '../../i18n/locales.js';
import { messages } from '../../messages/index.js';
import type { HealthDeclarationTranslation } from '../healthDeclarationText.js';

/**
 * The health declaration in Malay: a chunk of its own, loaded when the form is shown in Malay (see
 * `loadHealthDeclarationText`), so that a page carries only the language it shows. Pending a speaker's review
 * (HEALTH_DECLARATION_REVIEW).
 */
export const translation: HealthDeclarationTranslation = {
  text: {
    title: 'Pengisytiharan kesihatan',
    introduction:
      'Jurulatih kami menggunakan jawapan anda untuk merancang senaman yang selamat untuk anda. Sila jawab bagi pihak orang yang menyertai program ini.',
    languageLabel: 'Bahasa',
    languageNames: LOCALE_NAMES,
    steps: {
      HealthStatus: 'Status kesihatan',
      HealthCondition: 'Keadaan kesihatan',
      ReviewInformation: 'Semak maklumat',
      Result: 'Keputusan',
    },
    whyJoinQuestion: 'Mengapakah anda menyertai program senaman kami?',
    joinReasons: {
      'Improve my strength and balance': 'Meningkatkan kekuatan dan keseimbangan saya',
      'Stay active and independent': 'Kekal aktif dan berdikari',
      'Manage a health condition': 'Mengawal keadaan kesihatan',
      'Prevent falls': 'Mencegah jatuh',
      'Meet friends and join activities': 'Berkenalan dengan kawan dan menyertai aktiviti',
      'Recommended by my doctor or therapist': 'Disyorkan oleh doktor atau ahli terapi saya',
      Others: 'Lain-lain',
    },
    exerciseQuestion: 'Berapa kali seminggu anda bersenam sekarang?',
    exerciseFrequencies: {
      '0': 'Tidak bersenam',
      '1-3': '1 hingga 3 kali',
      '4-5': '4 hingga 5 kali',
      'more than 5': 'Lebih daripada 5 kali',
    },
    healthConditionsQuestion: 'Adakah anda menghidap mana-mana keadaan kesihatan ini?',
    healthConditions: {
      'High blood pressure': 'Tekanan darah tinggi',
      Diabetes: 'Kencing manis',
      'Heart disease': 'Penyakit jantung',
      Stroke: 'Strok',
      'Asthma or other lung disease': 'Asma atau penyakit paru-paru lain',
      Arthritis: 'Artritis',
      Osteoporosis: 'Osteoporosis',
      'Dizziness or fainting': 'Pening atau pengsan',
      'Surgery in the last 12 months': 'Pembedahan dalam 12 bulan yang lalu',
      'None of these': 'Tiada satu pun',
      Others: 'Lain-lain',
    },
    injuriesQuestion:
      'Dalam 6 bulan yang lalu, adakah anda mengalami kecederaan atau sakit kronik pada mana-mana bahagian badan ini?',
    bodyParts: {
      Neck: 'Leher',
      Shoulder: 'Bahu',
      'Upper back': 'Belakang atas',
      'Lower back': 'Belakang bawah (pinggang)',
      Elbow: 'Siku',
      'Wrist or hand': 'Pergelangan tangan atau tangan',
      Hip: 'Pinggul',
      Knee: 'Lutut',
      'Ankle or foot': 'Buku lali atau kaki',
      'None of these': 'Tiada satu pun',
      Others: 'Lain-lain',
    },
    otherLabels: {
      whyJoin: 'Sebab lain (sila nyatakan)',
      healthConditions: 'Keadaan kesihatan lain (sila nyatakan)',
      injuries: 'Bahagian badan lain (sila nyatakan)',
    },
    actions: { back: 'Kembali', next: 'Seterusnya', edit: 'Ubah' },
    chooseAllThatApply: 'Pilih semua yang berkenaan.',
    fields: { name: 'Nama', nric: 'NRIC', handphoneNumber: 'Nombor telefon bimbit', centre: 'Pusat' },
    declaration:
      'Saya mengaku bahawa maklumat yang saya berikan adalah benar dan lengkap. Saya akan memberitahu jurulatih jika kesihatan saya berubah.',
    resultTitle: 'Terima kasih',
    resultBody:
      'Pengisytiharan kesihatan anda telah disimpan. Jurulatih kami akan menelitinya bersama anda pada sesi pertama anda.',
  },
  errors: {
    [messages.validation.otherTextRequired]: 'Sila nyatakan',
    [messages.validation.exerciseFrequencyRequired]: 'Sila pilih berapa kali anda bersenam seminggu',
    [messages.validation.required]: 'Ruangan ini wajib diisi',
  },
};

import { LOCALE_NAMES } from '../../i18n/locales.js';
import { messages } from '../../messages/index.js';
import type { HealthDeclarationTranslation } from '../healthDeclarationText.js';

/**
 * The health declaration in Tamil: a chunk of its own, loaded when the form is shown in Tamil (see
 * `loadHealthDeclarationText`), so that a page carries only the language it shows. Pending a speaker's review
 * (HEALTH_DECLARATION_REVIEW).
 */
export const translation: HealthDeclarationTranslation = {
  text: {
    title: 'சுகாதார அறிவிப்பு',
    introduction:
      'உங்களுக்குப் பாதுகாப்பான உடற்பயிற்சிகளைத் திட்டமிட எங்கள் பயிற்றுநர்கள் உங்கள் பதில்களைப் பயன்படுத்துகிறார்கள். திட்டத்தில் சேரும் நபருக்காகப் பதிலளிக்கவும்.',
    languageLabel: 'மொழி',
    languageNames: LOCALE_NAMES,
    steps: {
      HealthStatus: 'உடல்நிலை',
      HealthCondition: 'நோய்களும் வலிகளும்',
      ReviewInformation: 'தகவலைச் சரிபார்க்கவும்',
      Result: 'முடிவு',
    },
    whyJoinQuestion: 'எங்கள் உடற்பயிற்சித் திட்டத்தில் ஏன் சேருகிறீர்கள்?',
    joinReasons: {
      'Improve my strength and balance': 'என் வலிமையையும் சமநிலையையும் மேம்படுத்த',
      'Stay active and independent': 'சுறுசுறுப்பாகவும் சுயமாகவும் இருக்க',
      'Manage a health condition': 'ஒரு உடல்நலப் பிரச்சினையைக் கட்டுப்படுத்த',
      'Prevent falls': 'கீழே விழுவதைத் தடுக்க',
      'Meet friends and join activities': 'நண்பர்களைச் சந்தித்து நடவடிக்கைகளில் பங்கேற்க',
      'Recommended by my doctor or therapist': 'என் மருத்துவர் அல்லது சிகிச்சையாளர் பரிந்துரைத்தார்',
      Others: 'மற்றவை',
    },
    exerciseQuestion: 'இப்போது வாரத்திற்கு எத்தனை முறை உடற்பயிற்சி செய்கிறீர்கள்?',
    exerciseFrequencies: {
      '0': 'செய்வதில்லை',
      '1-3': '1 முதல் 3 முறை',
      '4-5': '4 முதல் 5 முறை',
      'more than 5': '5 முறைக்கு மேல்',
    },
    healthConditionsQuestion: 'உங்களுக்கு இவற்றில் ஏதேனும் உடல்நலப் பிரச்சினை உள்ளதா?',
    healthConditions: {
      'High blood pressure': 'உயர் இரத்த அழுத்தம்',
      Diabetes: 'நீரிழிவு நோய்',
      'Heart disease': 'இதய நோய்',
      Stroke: 'பக்கவாதம்',
      'Asthma or other lung disease': 'ஆஸ்துமா அல்லது பிற நுரையீரல் நோய்',
      Arthritis: 'மூட்டுவலி',
      Osteoporosis: 'எலும்புப்புரை',
      'Dizziness or fainting': 'தலைச்சுற்றல் அல்லது மயக்கம்',
      'Surgery in the last 12 months': 'கடந்த 12 மாதங்களில் அறுவை சிகிச்சை',
      'None of these': 'இவற்றில் எதுவும் இல்லை',
      Others: 'மற்றவை',
    },
    injuriesQuestion: 'கடந்த 6 மாதங்களில், இந்த உடல் பாகங்களில் ஏதேனும் ஒன்றில் காயம் அல்லது நீண்டகால வலி இருந்ததா?',
    bodyParts: {
      Neck: 'கழுத்து',
      Shoulder: 'தோள்பட்டை',
      'Upper back': 'மேல் முதுகு',
      'Lower back': 'கீழ் முதுகு',
      Elbow: 'முழங்கை',
      'Wrist or hand': 'மணிக்கட்டு அல்லது கை',
      Hip: 'இடுப்பு',
      Knee: 'முழங்கால்',
      'Ankle or foot': 'கணுக்கால் அல்லது பாதம்',
      'None of these': 'இவற்றில் எதுவும் இல்லை',
      Others: 'மற்றவை',
    },
    otherLabels: {
      whyJoin: 'வேறு காரணம் (குறிப்பிடவும்)',
      healthConditions: 'வேறு உடல்நலப் பிரச்சினை (குறிப்பிடவும்)',
      injuries: 'வேறு உடல் பாகம் (குறிப்பிடவும்)',
    },
    actions: { back: 'பின்செல்', next: 'அடுத்து', edit: 'திருத்து' },
    chooseAllThatApply: 'பொருந்தும் அனைத்தையும் தேர்ந்தெடுக்கவும்.',
    fields: { name: 'பெயர்', nric: 'NRIC', handphoneNumber: 'கைப்பேசி எண்', centre: 'நிலையம்' },
    declaration:
      'நான் அளித்த தகவல்கள் உண்மையானவை, முழுமையானவை என்று உறுதியளிக்கிறேன். என் உடல்நிலையில் மாற்றம் ஏற்பட்டால் பயிற்றுநரிடம் தெரிவிப்பேன்.',
    resultTitle: 'நன்றி',
    resultBody:
      'உங்கள் சுகாதார அறிவிப்பு சேமிக்கப்பட்டது. உங்கள் முதல் அமர்வில் எங்கள் பயிற்றுநர் உங்களுடன் அதைப் பார்வையிடுவார்.',
  },
  errors: {
    [messages.validation.otherTextRequired]: 'குறிப்பிடவும்',
    [messages.validation.exerciseFrequencyRequired]:
      'வாரத்திற்கு எத்தனை முறை உடற்பயிற்சி செய்கிறீர்கள் என்பதைத் தேர்ந்தெடுக்கவும்',
    [messages.validation.required]: 'இந்தப் பதில் தேவை',
  },
};

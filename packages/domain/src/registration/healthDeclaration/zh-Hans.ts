import { LOCALE_NAMES } from '../../i18n/locales.js';
import { messages } from '../../messages/index.js';
import type { HealthDeclarationTranslation } from '../healthDeclarationText.js';

/**
 * The health declaration in Simplified Chinese: a chunk of its own, loaded when the form is shown in Simplified Chinese (see
 * `loadHealthDeclarationText`), so that a page carries only the language it shows. Pending a speaker's review
 * (HEALTH_DECLARATION_REVIEW).
 */
export const translation: HealthDeclarationTranslation = {
  text: {
    title: '健康申报',
    introduction: '我们的教练会根据您的回答，为您安排安全的运动。请以参加课程者的情况作答。',
    languageLabel: '语言',
    languageNames: LOCALE_NAMES,
    steps: {
      HealthStatus: '健康状况',
      HealthCondition: '疾病与伤痛',
      ReviewInformation: '核对资料',
      Result: '完成',
    },
    whyJoinQuestion: '您为什么参加我们的运动课程？',
    joinReasons: {
      'Improve my strength and balance': '增强体力和平衡力',
      'Stay active and independent': '保持活跃，生活自理',
      'Manage a health condition': '控制病情',
      'Prevent falls': '预防跌倒',
      'Meet friends and join activities': '结交朋友，参加活动',
      'Recommended by my doctor or therapist': '医生或治疗师建议',
      Others: '其他',
    },
    exerciseQuestion: '您目前每周运动几次？',
    exerciseFrequencies: {
      '0': '不运动',
      '1-3': '1至3次',
      '4-5': '4至5次',
      'more than 5': '5次以上',
    },
    healthConditionsQuestion: '您是否患有以下疾病？',
    healthConditions: {
      'High blood pressure': '高血压',
      Diabetes: '糖尿病',
      'Heart disease': '心脏病',
      Stroke: '中风',
      'Asthma or other lung disease': '哮喘或其他肺病',
      Arthritis: '关节炎',
      Osteoporosis: '骨质疏松',
      'Dizziness or fainting': '头晕或昏厥',
      'Surgery in the last 12 months': '过去12个月内动过手术',
      'None of these': '以上皆无',
      Others: '其他',
    },
    injuriesQuestion: '过去6个月内，您以下哪些部位受过伤或有长期疼痛？',
    bodyParts: {
      Neck: '颈部',
      Shoulder: '肩膀',
      'Upper back': '上背',
      'Lower back': '下背（腰部）',
      Elbow: '手肘',
      'Wrist or hand': '手腕或手',
      Hip: '髋部',
      Knee: '膝盖',
      'Ankle or foot': '脚踝或脚',
      'None of these': '以上皆无',
      Others: '其他',
    },
    otherLabels: {
      whyJoin: '其他原因（请注明）',
      healthConditions: '其他疾病（请注明）',
      injuries: '其他部位（请注明）',
    },
    actions: { back: '上一步', next: '下一步', edit: '修改' },
    chooseAllThatApply: '可选多项。',
    fields: { name: '姓名', nric: '身份证号码', handphoneNumber: '手机号码', centre: '中心' },
    declaration: '本人声明以上所填资料真实完整。如健康状况有变，本人会告知教练。',
    resultTitle: '谢谢您',
    resultBody: '您的健康申报已保存。教练会在第一堂课时与您一起查看。',
  },
  errors: {
    [messages.validation.otherTextRequired]: '请注明',
    [messages.validation.exerciseFrequencyRequired]: '请选择每周运动次数',
    [messages.validation.required]: '此项必填',
  },
};

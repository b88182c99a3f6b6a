/**
 * The texts of the public links of issue 17 (seed 001 §7): the appointment reminder (/appt/{id}) and the
 * e-invoice (/inv/{id}), which people open from an SMS or email without signing in. The API's errors of these
 * links are here too, so that the page and the API say the same. Apart from pages.ts, so that a visitor's first
 * download carries only these words.
 */
export const publicLinkMessages = {
  reminder: {
    notFound: 'This appointment reminder was not found.',
    expiredApi: 'This appointment reminder has expired.',
    intro: 'Please let us know if you will attend this appointment.',
    client: 'Client',
    idNumber: 'ID number',
    service: 'Service',
    type: 'Appointment',
    date: 'Date and time',
    centre: 'Centre',
    confirm: 'Yes, I will attend',
    decline: 'No, I cannot attend',
    pendingTitle: 'Will you attend?',
    confirmedTitle: 'Thank you, your attendance is confirmed',
    confirmedBody: 'We look forward to seeing you. If your plans change, you can still tell us below.',
    declinedTitle: 'Thank you for letting us know',
    declinedBody:
      'We have told the centre that you cannot attend. They will contact you to arrange another date. If your plans change, you can still tell us below.',
    changeToConfirm: 'I can attend after all',
    changeToDecline: 'I cannot attend after all',
    expiredTitle: 'This reminder has expired',
    expiredBody:
      'The appointment has started or is no longer scheduled, so this link can no longer be used. Please contact the centre using the details in the SMS we sent you.',
    saveFailed: 'Your answer could not be saved. Please try again.',
  },
  invoice: {
    notFound: 'This invoice was not found.',
    alreadyPaidApi: 'This invoice has already been paid.',
    linkExpiredApi: 'This invoice link has expired.',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    issued: 'Issued on',
    billedTo: 'Billed to',
    idNumber: 'ID number',
    for: 'For',
    itemsTitle: 'Items',
    subTotal: 'Subtotal',
    discount: 'Discount',
    gst: 'GST ({rate}%)',
    total: 'Total',
    amountDue: 'Amount due',
    linkValidUntil: 'This link can be used until {date}.',
    download: 'Download invoice (PDF)',
    downloadFailed: 'The invoice could not be downloaded. Please try again.',
    payTitle: 'Pay with PayNow',
    payBody: 'Scan the QR code with your banking app to pay {amount}. The QR code is valid for 15 minutes.',
    showQr: 'Show PayNow QR code',
    qrAlt: 'PayNow QR code for {amount}',
    qrReference: 'Bill reference: {reference}',
    qrFailed: 'The PayNow QR code could not be shown. Please try again.',
    alreadyPaidTitle: 'This invoice has already been paid',
    alreadyPaidBody: 'Thank you, we have received your payment. There is nothing more to pay.',
    expiredTitle: 'This invoice link has expired',
    expiredBody:
      'For your security, invoice links can be used for 30 days. Please contact us using the details in the SMS or email we sent you for a new link.',
  },
} as const;

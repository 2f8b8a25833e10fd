/** The question before changing, cancelling or renewing the plan (owner-dashboard §4). */
export const confirmQuestion = (action: 'change' | 'cancel' | 'renew') =>
  `Are you sure you want to ${action} your current plan?`;

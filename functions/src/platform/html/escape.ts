// Text placed in HTML (e-mail bodies, small server pages): the five characters that could open markup or end an
// attribute, as character references.
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The password guideline checker: the same list drives the form's live checklist and the API's check.
export interface PasswordGuideline {
  id: 'length' | 'letter' | 'number' | 'noSpaceEdges';
  label: string;
  test: (password: string) => boolean;
}

export function passwordGuidelines(minLength: number): PasswordGuideline[] {
  return [
    { id: 'length', label: `At least ${minLength} characters`, test: (p) => p.length >= minLength },
    { id: 'letter', label: 'At least one letter', test: (p) => /\p{L}/u.test(p) },
    { id: 'number', label: 'At least one number', test: (p) => /\d/.test(p) },
    { id: 'noSpaceEdges', label: 'No spaces at the start or end', test: (p) => p.length === 0 || p.trim() === p },
  ];
}

export function meetsPasswordGuidelines(password: string, minLength: number): boolean {
  return passwordGuidelines(minLength).every((g) => g.test(password));
}

// The problems behind the demo question bank: per leaf topic a maker that draws a small problem and computes
// its answer, so every key is right by construction.
import { int, pick, type Rng } from '../shared/prng';

/** One computed problem: the data, what is asked, the answer and how to get it. */
export interface Problem {
  given: string;
  ask: string;
  /** a one-line form for matching lists and statements */
  short: string;
  answer: number;
  unit: string;
  steps: string[];
  law: string;
  falseLaw: string;
}
export type Maker = (rng: Rng) => Problem;

export const withUnit = (v: number, unit: string) => (unit ? `${v} ${unit}` : String(v));

export const MAKERS: Record<string, Maker> = {
  Kinematics: (r) => {
    const a = 2 * int(r, 1, 4); const t = int(r, 2, 9);
    const s = (a * t * t) / 2;
    return { given: `A car starts from rest and accelerates uniformly at ${a} m/s<sup>2</sup> for ${t} s.`, ask: 'How far does it travel in this time (in m)?',
      short: `distance covered from rest at ${a} m/s² in ${t} s`, answer: s, unit: 'm',
      steps: [`Use s = ut + ½at<sup>2</sup> with u = 0.`, `s = ½ × ${a} × ${t}<sup>2</sup> = ${s} m.`],
      law: 's = ut + ½at² for uniform acceleration', falseLaw: 's = ut + at² for uniform acceleration' };
  },
  'Laws of Motion': (r) => {
    const m = int(r, 2, 20); const a = int(r, 1, 9);
    return { given: `A net force acts on a body of mass ${m} kg and gives it an acceleration of ${a} m/s<sup>2</sup>.`, ask: 'What is the magnitude of the force (in N)?',
      short: `force on ${m} kg accelerating at ${a} m/s²`, answer: m * a, unit: 'N',
      steps: ['Newton\'s second law: F = ma.', `F = ${m} × ${a} = ${m * a} N.`],
      law: 'the net force equals mass times acceleration (F = ma)', falseLaw: 'the net force equals mass divided by acceleration (F = m/a)' };
  },
  'Work, Energy and Power': (r) => {
    const m = 2 * int(r, 1, 5); const v = int(r, 2, 10);
    const ke = (m * v * v) / 2;
    return { given: `A ball of mass ${m} kg moves with a speed of ${v} m/s.`, ask: 'What is its kinetic energy (in J)?',
      short: `kinetic energy of ${m} kg at ${v} m/s`, answer: ke, unit: 'J',
      steps: ['Kinetic energy KE = ½mv<sup>2</sup>.', `KE = ½ × ${m} × ${v}<sup>2</sup> = ${ke} J.`],
      law: 'kinetic energy is ½mv²', falseLaw: 'kinetic energy is mv²' };
  },
  Gravitation: (r) => {
    const m = int(r, 2, 60);
    return { given: `An object of mass ${m} kg rests on the Earth's surface (take g = 10 m/s<sup>2</sup>).`, ask: 'What is its weight (in N)?',
      short: `weight of ${m} kg with g = 10 m/s²`, answer: m * 10, unit: 'N',
      steps: ['Weight W = mg.', `W = ${m} × 10 = ${m * 10} N.`],
      law: 'weight is mass times the acceleration due to gravity (W = mg)', falseLaw: 'weight equals mass (W = m)' };
  },
  Electrostatics: (r) => {
    const c = int(r, 1, 20); const v = int(r, 2, 12);
    return { given: `A capacitor of capacitance ${c} μF is connected across a ${v} V battery.`, ask: 'What charge is stored on it (in μC)?',
      short: `charge on ${c} μF at ${v} V`, answer: c * v, unit: 'μC',
      steps: ['Q = CV.', `Q = ${c} μF × ${v} V = ${c * v} μC.`],
      law: 'the charge on a capacitor is Q = CV', falseLaw: 'the charge on a capacitor is Q = C/V' };
  },
  'Current Electricity': (r) => {
    const i = int(r, 1, 10); const res = int(r, 2, 20);
    return { given: `A current of ${i} A flows through a resistor of ${res} Ω.`, ask: 'What is the potential difference across it (in V)?',
      short: `voltage across ${res} Ω carrying ${i} A`, answer: i * res, unit: 'V',
      steps: ['Ohm\'s law: V = IR.', `V = ${i} × ${res} = ${i * res} V.`],
      law: 'Ohm\'s law gives V = IR', falseLaw: 'Ohm\'s law gives V = I/R' };
  },
  'Ray Optics': (r) => {
    const rad = 2 * int(r, 5, 30);
    return { given: `A spherical mirror has a radius of curvature of ${rad} cm.`, ask: 'What is the magnitude of its focal length (in cm)?',
      short: `focal length for R = ${rad} cm`, answer: rad / 2, unit: 'cm',
      steps: ['For a spherical mirror f = R/2.', `f = ${rad}/2 = ${rad / 2} cm.`],
      law: 'the focal length of a spherical mirror is half its radius of curvature', falseLaw: 'the focal length of a spherical mirror is twice its radius of curvature' };
  },
  'Dual Nature of Matter': (r) => {
    const e = int(r, 6, 14); const phi = int(r, 2, 5);
    return { given: `Light of photon energy ${e} eV falls on a metal of work function ${phi} eV.`, ask: 'What is the maximum kinetic energy of the emitted photoelectrons (in eV)?',
      short: `K<sub>max</sub> for ${e} eV photons on φ = ${phi} eV`, answer: e - phi, unit: 'eV',
      steps: ['Einstein\'s photoelectric equation: K<sub>max</sub> = hν − φ.', `K<sub>max</sub> = ${e} − ${phi} = ${e - phi} eV.`],
      law: 'K_max = hν − φ (Einstein\'s photoelectric equation)', falseLaw: 'K_max = hν + φ (Einstein\'s photoelectric equation)' };
  },
  'Mole Concept': (r) => {
    const [name, molar] = pick(r, [['water (H<sub>2</sub>O)', 18], ['carbon dioxide (CO<sub>2</sub>)', 44], ['sodium hydroxide (NaOH)', 40], ['methane (CH<sub>4</sub>)', 16], ['oxygen (O<sub>2</sub>)', 32]] as const);
    const n = int(r, 1, 10);
    return { given: `A sample contains ${n * molar} g of ${name}, molar mass ${molar} g/mol.`, ask: 'How many moles does it contain?',
      short: `moles in ${n * molar} g of ${name}`, answer: n, unit: 'mol',
      steps: ['Number of moles n = mass / molar mass.', `n = ${n * molar} / ${molar} = ${n} mol.`],
      law: 'the number of moles is mass divided by molar mass', falseLaw: 'the number of moles is mass times molar mass' };
  },
  'States of Matter': (r) => {
    const p1 = int(r, 1, 4); const k = int(r, 2, 4); const m = int(r, 1, 6);
    const v1 = k * m;
    return { given: `A gas occupies ${v1} L at ${p1} atm. At constant temperature its pressure is raised to ${p1 * k} atm.`, ask: 'What is its new volume (in L)?',
      short: `new volume of ${v1} L when pressure rises ${k}-fold`, answer: m, unit: 'L',
      steps: ['Boyle\'s law: P<sub>1</sub>V<sub>1</sub> = P<sub>2</sub>V<sub>2</sub>.', `V<sub>2</sub> = ${p1} × ${v1} / ${p1 * k} = ${m} L.`],
      law: 'at constant temperature P₁V₁ = P₂V₂ (Boyle\'s law)', falseLaw: 'at constant temperature P₁/V₁ = P₂/V₂ (Boyle\'s law)' };
  },
  Thermodynamics: (r) => {
    const q = int(r, 10, 90); const w = int(r, -40, 40);
    return { given: `A system absorbs ${q} kJ of heat and ${w >= 0 ? `${w} kJ of work is done on it` : `does ${-w} kJ of work on the surroundings`}.`, ask: 'What is the change in its internal energy (in kJ)?',
      short: `ΔU for q = ${q} kJ, w = ${w} kJ`, answer: q + w, unit: 'kJ',
      steps: ['First law (IUPAC signs): ΔU = q + w.', `ΔU = ${q} + (${w}) = ${q + w} kJ.`],
      law: 'ΔU = q + w with work done on the system positive', falseLaw: 'ΔU = q × w with work done on the system positive' };
  },
  Solutions: (r) => {
    const molarity = int(r, 1, 5); const v = int(r, 1, 4);
    return { given: `${molarity * v} mol of a solute are dissolved to make ${v} L of solution.`, ask: 'What is the molarity of the solution (in mol/L)?',
      short: `molarity of ${molarity * v} mol in ${v} L`, answer: molarity, unit: 'M',
      steps: ['Molarity M = moles of solute / volume of solution in litres.', `M = ${molarity * v} / ${v} = ${molarity} M.`],
      law: 'molarity is moles of solute per litre of solution', falseLaw: 'molarity is moles of solute per kilogram of solution' };
  },
  Alkanes: (r) => {
    const n = int(r, 1, 10);
    return { given: `An open-chain alkane has ${n} carbon atom${n > 1 ? 's' : ''}.`, ask: 'How many hydrogen atoms does one molecule contain?',
      short: `H atoms in the alkane with ${n} C`, answer: 2 * n + 2, unit: '',
      steps: ['Alkanes follow C<sub>n</sub>H<sub>2n+2</sub>.', `H = 2 × ${n} + 2 = ${2 * n + 2}.`],
      law: 'alkanes have the general formula CnH2n+2', falseLaw: 'alkanes have the general formula CnH2n' };
  },
  Alkenes: (r) => {
    const n = int(r, 2, 10);
    return { given: `An open-chain alkene with one double bond has ${n} carbon atoms.`, ask: 'How many hydrogen atoms does one molecule contain?',
      short: `H atoms in the alkene with ${n} C`, answer: 2 * n, unit: '',
      steps: ['Alkenes with one C=C follow C<sub>n</sub>H<sub>2n</sub>.', `H = 2 × ${n} = ${2 * n}.`],
      law: 'alkenes with one double bond have the general formula CnH2n', falseLaw: 'alkenes with one double bond have the general formula CnH2n−2' };
  },
  'Periodic Table': (r) => {
    const g = pick(r, [1, 2, 13, 14, 15, 16, 17]);
    const ve = g <= 2 ? g : g - 10;
    return { given: `A main-group element belongs to group ${g} of the modern periodic table.`, ask: 'How many valence electrons does its atom have?',
      short: `valence electrons in group ${g}`, answer: ve, unit: '',
      steps: [g <= 2 ? 'For groups 1 and 2 the valence electrons equal the group number.' : 'For groups 13 to 17 the valence electrons equal the group number minus 10.', `Valence electrons = ${ve}.`],
      law: 'p-block elements have (group number − 10) valence electrons', falseLaw: 'p-block elements have (group number − 8) valence electrons' };
  },
  'Chemical Bonding': (r) => {
    const na = int(r, 0, 6); const k = int(r, 1, 4);
    const nb = na + 2 * k;
    return { given: `A diatomic species has ${nb} electrons in bonding and ${na} in antibonding molecular orbitals.`, ask: 'What is its bond order?',
      short: `bond order with N<sub>b</sub> = ${nb}, N<sub>a</sub> = ${na}`, answer: k, unit: '',
      steps: ['Bond order = (N<sub>b</sub> − N<sub>a</sub>)/2.', `Bond order = (${nb} − ${na})/2 = ${k}.`],
      law: 'bond order = (Nb − Na)/2', falseLaw: 'bond order = Nb − Na' };
  },
  'Quadratic Equations': (r) => {
    const p = int(r, 1, 9); const q = int(r, 1, 9);
    return { given: `Consider the equation x<sup>2</sup> − ${p + q}x + ${p * q} = 0.`, ask: 'What is the sum of its roots?',
      short: `sum of roots of x² − ${p + q}x + ${p * q} = 0`, answer: p + q, unit: '',
      steps: ['For ax<sup>2</sup> + bx + c = 0 the sum of roots is −b/a.', `Sum = ${p + q}/1 = ${p + q} (the roots are ${p} and ${q}).`],
      law: 'the sum of the roots of ax² + bx + c = 0 is −b/a', falseLaw: 'the sum of the roots of ax² + bx + c = 0 is c/a' };
  },
  'Sequences and Series': (r) => {
    const a = int(r, 1, 10); const d = int(r, 1, 6); const n = int(r, 5, 20);
    const an = a + (n - 1) * d;
    return { given: `An arithmetic progression has first term ${a} and common difference ${d}.`, ask: `What is its ${n}th term?`,
      short: `${n}th term of the AP ${a}, ${a + d}, ${a + 2 * d}, …`, answer: an, unit: '',
      steps: ['a<sub>n</sub> = a + (n − 1)d.', `a<sub>${n}</sub> = ${a} + ${n - 1} × ${d} = ${an}.`],
      law: 'the nth term of an AP is a + (n − 1)d', falseLaw: 'the nth term of an AP is a + nd' };
  },
  'Complex Numbers': (r) => {
    const [x, y, z] = pick(r, [[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29]] as const);
    const k = int(r, 1, 3);
    return { given: `Let z = ${k * x} + ${k * y}i.`, ask: 'What is the modulus |z|?',
      short: `|${k * x} + ${k * y}i|`, answer: k * z, unit: '',
      steps: ['|a + bi| = √(a<sup>2</sup> + b<sup>2</sup>).', `|z| = √(${k * x}<sup>2</sup> + ${k * y}<sup>2</sup>) = ${k * z}.`],
      law: '|a + bi| = √(a² + b²)', falseLaw: '|a + bi| = a + b' };
  },
  Limits: (r) => {
    const a = int(r, 1, 12);
    return { given: `Consider f(x) = (x<sup>2</sup> − ${a * a})/(x − ${a}) for x ≠ ${a}.`, ask: `What is the limit of f(x) as x → ${a}?`,
      short: `lim<sub>x→${a}</sub> (x² − ${a * a})/(x − ${a})`, answer: 2 * a, unit: '',
      steps: [`Factorise: x<sup>2</sup> − ${a * a} = (x − ${a})(x + ${a}).`, `Cancel and substitute: ${a} + ${a} = ${2 * a}.`],
      law: 'x² − a² = (x − a)(x + a)', falseLaw: 'x² − a² = (x − a)²' };
  },
  Differentiation: (r) => {
    const n = int(r, 2, 4); const k = int(r, 1, 4);
    const v = n * k ** (n - 1);
    return { given: `Let f(x) = x<sup>${n}</sup>.`, ask: `What is f′(${k})?`,
      short: `f′(${k}) for f(x) = x^${n}`, answer: v, unit: '',
      steps: ['d/dx x<sup>n</sup> = n x<sup>n−1</sup>.', `f′(${k}) = ${n} × ${k}<sup>${n - 1}</sup> = ${v}.`],
      law: 'd/dx xⁿ = n xⁿ⁻¹', falseLaw: 'd/dx xⁿ = xⁿ⁻¹' };
  },
  Integration: (r) => {
    const c = 2 * int(r, 1, 5); const a = int(r, 1, 6);
    const v = (c * a * a) / 2;
    return { given: `Consider the integral of ${c}x with respect to x from 0 to ${a}.`, ask: 'What is its value?',
      short: `∫<sub>0</sub><sup>${a}</sup> ${c}x dx`, answer: v, unit: '',
      steps: ['∫ x dx = x<sup>2</sup>/2 + C.', `${c} × ${a}<sup>2</sup>/2 − 0 = ${v}.`],
      law: '∫ xⁿ dx = xⁿ⁺¹/(n + 1) + C for n ≠ −1', falseLaw: '∫ xⁿ dx = n xⁿ⁻¹ + C for n ≠ −1' };
  },
  'Straight Lines': (r) => {
    const m = int(r, -4, 5); const x1 = int(r, -5, 5); const y1 = int(r, -5, 5); const dx = int(r, 1, 4);
    return { given: `A line passes through (${x1}, ${y1}) and (${x1 + dx}, ${y1 + m * dx}).`, ask: 'What is its slope?',
      short: `slope through (${x1}, ${y1}) and (${x1 + dx}, ${y1 + m * dx})`, answer: m, unit: '',
      steps: ['m = (y<sub>2</sub> − y<sub>1</sub>)/(x<sub>2</sub> − x<sub>1</sub>).', `m = ${m * dx}/${dx} = ${m}.`],
      law: 'the slope is (y₂ − y₁)/(x₂ − x₁)', falseLaw: 'the slope is (x₂ − x₁)/(y₂ − y₁)' };
  },
  Circles: (r) => {
    const g = int(r, -4, 4); const f = int(r, -4, 4); const rad = int(r, 1, 8);
    const c = g * g + f * f - rad * rad;
    const term = (coef: number, v: string) => (coef === 0 ? '' : ` ${coef > 0 ? '+' : '−'} ${Math.abs(coef)}${v}`);
    return { given: `A circle has the equation x<sup>2</sup> + y<sup>2</sup>${term(2 * g, 'x')}${term(2 * f, 'y')}${term(c, '')} = 0.`, ask: 'What is its radius?',
      short: `radius for g = ${g}, f = ${f}, c = ${c}`, answer: rad, unit: '',
      steps: ['For x<sup>2</sup> + y<sup>2</sup> + 2gx + 2fy + c = 0, r = √(g<sup>2</sup> + f<sup>2</sup> − c).', `r = √(${g * g} + ${f * f} − (${c})) = ${rad}.`],
      law: 'the radius of x² + y² + 2gx + 2fy + c = 0 is √(g² + f² − c)', falseLaw: 'the radius of x² + y² + 2gx + 2fy + c = 0 is √(g² + f² + c)' };
  },
};

/** subject -> chapter -> leaf topics (each leaf has a maker above). */
export const TOPIC_TREE: readonly { subject: string; chapters: readonly { name: string; leaves: readonly string[] }[] }[] = [
  { subject: 'Physics', chapters: [
    { name: 'Mechanics', leaves: ['Kinematics', 'Laws of Motion', 'Work, Energy and Power', 'Gravitation'] },
    { name: 'Electricity and Magnetism', leaves: ['Electrostatics', 'Current Electricity'] },
    { name: 'Optics and Modern Physics', leaves: ['Ray Optics', 'Dual Nature of Matter'] },
  ] },
  { subject: 'Chemistry', chapters: [
    { name: 'Physical Chemistry', leaves: ['Mole Concept', 'States of Matter', 'Thermodynamics', 'Solutions'] },
    { name: 'Organic Chemistry', leaves: ['Alkanes', 'Alkenes'] },
    { name: 'Inorganic Chemistry', leaves: ['Periodic Table', 'Chemical Bonding'] },
  ] },
  { subject: 'Mathematics', chapters: [
    { name: 'Algebra', leaves: ['Quadratic Equations', 'Sequences and Series', 'Complex Numbers'] },
    { name: 'Calculus', leaves: ['Limits', 'Differentiation', 'Integration'] },
    { name: 'Coordinate Geometry', leaves: ['Straight Lines', 'Circles'] },
  ] },
];

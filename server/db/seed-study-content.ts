// The study room's catalogue data (docs/api.md "Seeded study content"), written once (app_meta
// 'seeded_study_content_at') after the question bank and the courses (seed.ts), so a database seeded before the study
// room existed gets it on its next start:
//   - study_contents: per leaf topic of the bank's tree, 2 Text items (HTML with an h1 and h2/h3 headings carrying
//     ids: hand-written notes, and worked examples from the topic's bank problems and their worked solutions), a PDF
//     of notes, a PPT (slides delivered as a PDF) and a video lesson, positions 0..4. Chapters and subjects have no
//     items of their own (their list is their subtree's). The files are in server/media/study/, made by
//     scripts/make-media.ts from the same topic notes and bank problems (studyTopicsOf), named by studyFiles.
//   - template_subjects: every course's template offers the three subjects (existing positions kept first);
//   - content_limits: the FREE pack of every course opens at most 2 PDFs, 1 PPT, 2 videos and 3 Text items;
//     paid packs have no row (no limits);
//   - self_test_options: every template an objective option; template 5001 (JEE Main) a subjective one too.
import { SUBJECTIVE_TYPES } from '../../domain/test-engine/test-data';
import type { Db } from './migration';
import { TOPIC_TREE } from './question-bank-problems';

const MARKER = 'seeded_study_content_at';

/** The file-name stem of a topic's study files: 'Work, Energy and Power' -> 'work-energy-and-power'. */
export const studySlug = (topicName: string): string =>
  topicName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** The study files of a leaf topic under MEDIA_DIR/study (the captions and poster sit beside the lesson). */
export const studyFiles = (topicName: string) => {
  const slug = studySlug(topicName);
  return {
    notes: `${slug}-notes.pdf`, slides: `${slug}-slides.pdf`,
    lesson: `${slug}-lesson.webm`, captions: `${slug}-lesson.vtt`, poster: `${slug}-lesson.jpg`,
  } as const;
};

// ---------------------------------------------------------------------------------------------------------
// What each topic's notes say (ASCII; powers as ^2 or ^(n-1), shown as superscripts in the HTML)

export interface TopicNotes {
  /** two or three sentences that open the notes */
  summary: string;
  /** the key ideas, one sentence each */
  ideas: readonly string[];
  /** the formulas to remember */
  formulas: readonly string[];
  /** a small reference table: its head and rows */
  table: { head: readonly string[]; rows: readonly (readonly string[])[] };
  /** a common mistake and how to avoid it */
  mistake: string;
  tips: readonly string[];
  /** the key idea in one short spoken sentence (the video lesson's second scene) */
  say: string;
}

const UNITS = ['Quantity', 'Symbol', 'SI unit'] as const;

export const TOPIC_NOTES: Readonly<Record<string, TopicNotes>> = {
  Kinematics: {
    summary: 'Kinematics describes motion without asking what causes it. We follow the position of a body along a chosen axis and describe how it changes with time through displacement, velocity and acceleration.',
    ideas: [
      'Displacement is the change of position and has a direction; distance is the length of the path and never decreases.',
      'Velocity is the rate of change of displacement, v = ds/dt; acceleration is the rate of change of velocity, a = dv/dt.',
      'With constant acceleration, three equations connect the initial velocity u, the final velocity v, the acceleration a, the time t and the displacement s.',
      'On a velocity-time graph the slope is the acceleration and the area under the line is the displacement.',
    ],
    formulas: ['v = u + at', 's = ut + (1/2)at^2', 'v^2 = u^2 + 2as'],
    table: { head: UNITS, rows: [['Displacement', 's', 'm'], ['Initial velocity', 'u', 'm/s'], ['Final velocity', 'v', 'm/s'], ['Acceleration', 'a', 'm/s^2'], ['Time', 't', 's']] },
    mistake: 'Mixing signs: choose one direction as positive and give every velocity and acceleration its sign before you substitute.',
    tips: ['List the known quantities first, then pick the equation that leaves out the one you neither know nor need.', 'A body that starts from rest has u = 0, which removes a term from every equation.'],
    say: 'With constant acceleration, use the three equations of motion.',
  },
  'Laws of Motion': {
    summary: "Newton's three laws connect the forces on a body with the way its motion changes. They let us find accelerations from forces, and forces from the accelerations we observe.",
    ideas: [
      'First law: a body stays at rest or in uniform motion in a straight line unless a net external force acts on it (inertia).',
      'Second law: the net force equals the rate of change of momentum; for a constant mass F = ma.',
      'Third law: forces come in equal and opposite pairs that act on different bodies.',
      'Draw a free-body diagram: show every force acting on the one body you study, and nothing else.',
    ],
    formulas: ['F(net) = m a', 'p = m v,   F = dp/dt', 'Impulse J = F t = change in momentum'],
    table: { head: UNITS, rows: [['Force', 'F', 'N (kg m/s^2)'], ['Mass', 'm', 'kg'], ['Acceleration', 'a', 'm/s^2'], ['Momentum', 'p', 'kg m/s']] },
    mistake: 'Cancelling action and reaction: they act on different bodies, so they never cancel. Only forces on the same body are added.',
    tips: ['Resolve the forces along and perpendicular to the motion before you apply F = ma.', 'One newton is the force that gives a mass of 1 kg an acceleration of 1 m/s^2.'],
    say: 'The net force on a body equals its mass times its acceleration.',
  },
  'Work, Energy and Power': {
    summary: 'Work transfers energy: a force does work when its point of application moves along the force. The work-energy theorem links the net work done on a body with the change of its kinetic energy.',
    ideas: [
      'Work done by a constant force: W = F s cos(theta), where theta is the angle between the force and the displacement.',
      'Kinetic energy is the energy of motion, KE = (1/2)mv^2; it is never negative.',
      'Work-energy theorem: the net work done on a body equals the change in its kinetic energy.',
      'Power is the rate of doing work, P = W/t, which for a steady force is P = F v.',
    ],
    formulas: ['W = F s cos(theta)', 'KE = (1/2) m v^2,   PE = m g h', 'P = W / t = F v'],
    table: { head: UNITS, rows: [['Work, energy', 'W, E', 'J'], ['Power', 'P', 'W (J/s)'], ['Mass', 'm', 'kg'], ['Speed', 'v', 'm/s']] },
    mistake: 'Forgetting to square the speed: doubling the speed makes the kinetic energy four times larger, not two.',
    tips: ['When only conservative forces act, the mechanical energy KE + PE stays the same.', 'The kilowatt hour (1 kWh = 3.6 x 10^6 J) is a unit of energy, not of power.'],
    say: 'Kinetic energy is one half m v squared.',
  },
  Gravitation: {
    summary: "Every mass attracts every other mass. Near the Earth's surface this attraction gives every body the same acceleration g, and the force on a body of mass m is its weight.",
    ideas: [
      "Newton's law of gravitation: F = G m1 m2 / r^2, along the line joining the two masses.",
      'Weight is the gravitational force on a body, W = mg; mass is the amount of matter and does not change from place to place.',
      'g is about 9.8 m/s^2 at the surface (often taken as 10 m/s^2) and decreases with height above it.',
      "The escape speed from the Earth's surface is sqrt(2gR), about 11.2 km/s.",
    ],
    formulas: ['F = G m1 m2 / r^2', 'W = m g', 'g = G M / R^2'],
    table: { head: UNITS, rows: [['Weight', 'W', 'N'], ['Mass', 'm', 'kg'], ['Acceleration due to gravity', 'g', 'm/s^2'], ['Gravitational constant', 'G', 'N m^2/kg^2']] },
    mistake: 'Confusing mass and weight: a 5 kg bag weighs about 50 N, and on the Moon its mass is still 5 kg.',
    tips: ['Use g = 10 m/s^2 when the question says so; it keeps the arithmetic exact.', 'Doubling the distance between two masses makes the force between them four times smaller.'],
    say: 'Weight is mass times the acceleration due to gravity.',
  },
  Electrostatics: {
    summary: 'Electrostatics studies charges at rest: the forces between them, the fields and potentials they create, and how capacitors store charge and energy.',
    ideas: [
      "Coulomb's law: F = k q1 q2 / r^2 with k = 9 x 10^9 N m^2/C^2; like charges repel and unlike charges attract.",
      'The electric field E is the force per unit positive charge; the potential V is the work done per unit charge.',
      'A capacitor stores a charge Q = CV on its plates; capacitance is measured in farads.',
      'The energy stored in a charged capacitor is U = (1/2)CV^2.',
    ],
    formulas: ['F = k q1 q2 / r^2', 'Q = C V', 'U = (1/2) C V^2'],
    table: { head: UNITS, rows: [['Charge', 'Q', 'C'], ['Capacitance', 'C', 'F'], ['Potential difference', 'V', 'V'], ['Electric field', 'E', 'N/C']] },
    mistake: 'Mixing prefixes: 1 microfarad is 10^-6 F. Keep microfarads with volts and the charge comes out in microcoulombs.',
    tips: ['Capacitors in parallel add, C = C1 + C2; in series their reciprocals add.', 'For a parallel-plate capacitor C = epsilon0 A / d: a bigger area or a smaller gap gives more capacitance.'],
    say: 'The charge on a capacitor is its capacitance times the voltage.',
  },
  'Current Electricity': {
    summary: "An electric current is a flow of charge. In a metal conductor at a steady temperature the current is proportional to the potential difference across it: this is Ohm's law.",
    ideas: [
      'Current is the rate of flow of charge, I = Q/t, measured in amperes.',
      "Ohm's law: V = IR for an ohmic conductor at constant temperature.",
      'Resistors in series add, R = R1 + R2; in parallel 1/R = 1/R1 + 1/R2.',
      'Electrical power P = VI = I^2 R = V^2 / R.',
    ],
    formulas: ['V = I R', 'R(series) = R1 + R2,   1/R(parallel) = 1/R1 + 1/R2', 'P = V I'],
    table: { head: UNITS, rows: [['Current', 'I', 'A'], ['Potential difference', 'V', 'V'], ['Resistance', 'R', 'ohm'], ['Power', 'P', 'W']] },
    mistake: 'Dividing instead of multiplying: V = IR, so the voltage across 5 ohm carrying 2 A is 10 V, not 2.5 V.',
    tips: ["Kirchhoff's laws: the currents into a junction equal the currents out; the voltages round a closed loop add up to zero.", 'An ideal ammeter has no resistance; an ideal voltmeter has an infinite resistance.'],
    say: "Ohm's law: the voltage equals current times resistance.",
  },
  'Ray Optics': {
    summary: 'Ray optics treats light as rays that travel in straight lines and obey the laws of reflection and refraction. Mirrors and lenses form images whose positions follow from simple formulas.',
    ideas: [
      'Law of reflection: the angle of incidence equals the angle of reflection.',
      'For a spherical mirror the focal length is half the radius of curvature, f = R/2.',
      'Mirror formula: 1/v + 1/u = 1/f, with every distance measured from the pole.',
      "Snell's law of refraction: n1 sin(i) = n2 sin(r).",
    ],
    formulas: ['f = R / 2', '1/v + 1/u = 1/f', 'm = -v / u'],
    table: { head: UNITS, rows: [['Focal length', 'f', 'm (cm)'], ['Radius of curvature', 'R', 'm (cm)'], ['Object distance', 'u', 'm (cm)'], ['Magnification', 'm', 'none']] },
    mistake: 'Forgetting the sign convention: distances measured against the incident light are negative, so a concave mirror has a negative focal length.',
    tips: ['A concave mirror forms a real, inverted image when the object is beyond its focus.', 'A convex mirror always forms a virtual, upright and smaller image.'],
    say: 'The focal length of a spherical mirror is half its radius of curvature.',
  },
  'Dual Nature of Matter': {
    summary: 'Light and matter behave both as waves and as particles. The photoelectric effect shows light arriving in photons of energy h nu, and de Broglie showed that a moving particle has a wavelength.',
    ideas: [
      'A photon of frequency nu has energy E = h nu, with h = 6.63 x 10^-34 J s.',
      'The work function phi is the least energy that frees an electron from the surface of a metal.',
      "Einstein's photoelectric equation: K(max) = h nu - phi.",
      'The de Broglie wavelength of a particle is lambda = h / p = h / (m v).',
    ],
    formulas: ['E = h nu', 'K(max) = h nu - phi', 'lambda = h / (m v)'],
    table: { head: UNITS, rows: [['Photon energy', 'E', 'J (or eV)'], ['Work function', 'phi', 'J (or eV)'], ['Frequency', 'nu', 'Hz'], ['Wavelength', 'lambda', 'm']] },
    mistake: "Adding the work function instead of subtracting it: part of the photon's energy frees the electron, so K(max) is less than h nu.",
    tips: ['1 eV = 1.6 x 10^-19 J; keep every energy in eV when the data are in eV.', 'Below the threshold frequency no electrons are emitted, however bright the light.'],
    say: 'The maximum kinetic energy is the photon energy minus the work function.',
  },
  'Mole Concept': {
    summary: 'The mole counts particles in chemistry: one mole holds 6.022 x 10^23 particles, the Avogadro number. The molar mass connects the mass of a sample with the number of moles in it.',
    ideas: [
      'One mole of any substance contains 6.022 x 10^23 particles (atoms, molecules or ions).',
      'The molar mass is the mass of one mole in g/mol; it equals the formula mass in atomic mass units.',
      'The number of moles is n = mass / molar mass.',
      'At STP one mole of an ideal gas occupies 22.4 L.',
    ],
    formulas: ['n = m / M', 'N = n x 6.022 x 10^23', 'V(STP) = n x 22.4 L'],
    table: { head: UNITS, rows: [['Amount of substance', 'n', 'mol'], ['Mass', 'm', 'g'], ['Molar mass', 'M', 'g/mol'], ['Number of particles', 'N', 'none']] },
    mistake: 'Multiplying by the molar mass when you convert grams to moles: divide the mass by the molar mass.',
    tips: ['Work the molar mass out from the formula: H2O is 2 x 1 + 16 = 18 g/mol.', 'In a balanced equation the coefficients are mole ratios.'],
    say: 'The number of moles is the mass divided by the molar mass.',
  },
  'States of Matter': {
    summary: "Gases follow simple laws that relate pressure, volume, temperature and amount. Boyle's, Charles's and Avogadro's laws combine into the ideal gas equation PV = nRT.",
    ideas: [
      "Boyle's law: at constant temperature the pressure of a fixed amount of gas is inversely proportional to its volume, P1V1 = P2V2.",
      "Charles's law: at constant pressure the volume is proportional to the absolute temperature, V1/T1 = V2/T2.",
      'Ideal gas equation: PV = nRT, with R = 8.314 J/(mol K) or 0.0821 L atm/(mol K).',
      'Real gases depart from ideal behaviour at high pressure and low temperature.',
    ],
    formulas: ['P1 V1 = P2 V2', 'V1 / T1 = V2 / T2', 'P V = n R T'],
    table: { head: UNITS, rows: [['Pressure', 'P', 'Pa (or atm)'], ['Volume', 'V', 'm^3 (or L)'], ['Temperature', 'T', 'K'], ['Gas constant', 'R', 'J/(mol K)']] },
    mistake: 'Using degrees Celsius in the gas laws: convert to kelvin first by adding 273.',
    tips: ['If the pressure rises k-fold at constant temperature, the volume falls to 1/k of its value.', "Use the same pressure unit on both sides of Boyle's law; the units cancel."],
    say: 'At constant temperature, pressure times volume stays the same.',
  },
  Thermodynamics: {
    summary: 'Thermodynamics follows energy as it moves as heat and work. The first law is the conservation of energy: the internal energy of a system changes by the heat it takes in and the work done on it.',
    ideas: [
      'First law (IUPAC signs): Delta U = q + w; heat absorbed by the system and work done on it are positive.',
      'Work of expansion against a constant external pressure: w = -P(ext) Delta V.',
      'Enthalpy H = U + PV; at constant pressure the heat exchanged equals Delta H.',
      'A process is spontaneous when the Gibbs energy falls: Delta G = Delta H - T Delta S < 0.',
    ],
    formulas: ['Delta U = q + w', 'w = -P(ext) Delta V', 'Delta G = Delta H - T Delta S'],
    table: { head: UNITS, rows: [['Change in internal energy', 'Delta U', 'J (kJ)'], ['Heat', 'q', 'J (kJ)'], ['Work', 'w', 'J (kJ)'], ['Change in Gibbs energy', 'Delta G', 'J (kJ)']] },
    mistake: 'Using the wrong sign for work: when the system does work on the surroundings, w is negative in the IUPAC convention.',
    tips: ['Write q and w with their signs before you add them.', 'For an ideal gas at constant temperature, Delta U = 0.'],
    say: 'The change in internal energy is heat plus work.',
  },
  Solutions: {
    summary: 'A solution is a uniform mixture of a solute in a solvent. Its concentration can be given in several ways; molarity, the moles of solute per litre of solution, is the one used most in the laboratory.',
    ideas: [
      'Molarity M = moles of solute / volume of solution in litres.',
      'Molality m = moles of solute / mass of solvent in kg; unlike molarity it does not change with temperature.',
      'The mole fraction of a component is its moles divided by the total moles.',
      'On dilution the moles of solute stay the same: M1V1 = M2V2.',
    ],
    formulas: ['M = n / V(L)', 'm = n / mass of solvent (kg)', 'M1 V1 = M2 V2'],
    table: { head: UNITS, rows: [['Molarity', 'M', 'mol/L'], ['Molality', 'm', 'mol/kg'], ['Amount of solute', 'n', 'mol'], ['Volume of solution', 'V', 'L']] },
    mistake: 'Using the volume of the solvent instead of the volume of the whole solution when you work out molarity.',
    tips: ['Convert mL to L by dividing by 1000 before you work out a molarity.', 'Colligative properties depend on the number of solute particles, not on their kind.'],
    say: 'Molarity is moles of solute per litre of solution.',
  },
  Alkanes: {
    summary: 'Alkanes are saturated hydrocarbons: every carbon forms four single bonds. They form a homologous series in which each member differs from the next by a CH2 group.',
    ideas: [
      'The general formula of open-chain alkanes is CnH2n+2.',
      'Each carbon is sp3 hybridised, with bond angles of about 109.5 degrees.',
      'The first members are methane, ethane, propane and butane; then pentane, hexane and so on.',
      'Typical reactions are combustion and free-radical substitution with halogens in light.',
    ],
    formulas: ['CnH(2n+2)', 'CH4 + 2 O2 -> CO2 + 2 H2O'],
    table: { head: ['Alkane', 'Formula', 'Carbon atoms'], rows: [['Methane', 'CH4', '1'], ['Ethane', 'C2H6', '2'], ['Propane', 'C3H8', '3'], ['Butane', 'C4H10', '4']] },
    mistake: 'Using CnH2n for an alkane: that is the formula of an alkene or of a cycloalkane.',
    tips: ['Count the hydrogens as 2n + 2 to check a formula quickly: C5H12 is pentane.', 'Boiling points rise with chain length; branching lowers them.'],
    say: 'Alkanes follow the formula C n H 2 n plus 2.',
  },
  Alkenes: {
    summary: 'Alkenes are unsaturated hydrocarbons with a carbon-carbon double bond. The double bond makes them far more reactive than alkanes: they take part in addition reactions.',
    ideas: [
      'The general formula of open-chain alkenes with one double bond is CnH2n.',
      'The carbons of C=C are sp2 hybridised: the molecule is planar around the double bond, with angles of 120 degrees.',
      'In addition reactions H2, halogens, hydrogen halides and water add across the double bond.',
      "Markovnikov's rule: when HX adds, the hydrogen goes to the carbon that already has more hydrogens.",
    ],
    formulas: ['CnH2n', 'CH2=CH2 + Br2 -> CH2Br-CH2Br'],
    table: { head: ['Alkene', 'Formula', 'Carbon atoms'], rows: [['Ethene', 'C2H4', '2'], ['Propene', 'C3H6', '3'], ['But-1-ene', 'C4H8', '4'], ['Pent-1-ene', 'C5H10', '5']] },
    mistake: 'Writing CnH2n-2 for an alkene: that is the formula of an alkyne, which has a triple bond.',
    tips: ['An alkene decolourises bromine water: a quick test for C=C.', 'Alkenes show cis-trans isomerism when each carbon of the double bond carries two different groups.'],
    say: 'An alkene with one double bond follows C n H 2 n.',
  },
  'Periodic Table': {
    summary: 'The modern periodic table arranges the elements by atomic number in 18 groups and 7 periods. Elements of a group have the same outer electron configuration, so they behave alike.',
    ideas: [
      'Groups 1 and 2 (the s-block): the number of valence electrons equals the group number.',
      'Groups 13 to 18 (the p-block): the number of valence electrons is the group number minus 10.',
      'Across a period the atomic radius decreases and the ionisation energy generally increases.',
      'Down a group the atomic radius increases and the metallic character increases.',
    ],
    formulas: ['Groups 1 and 2: valence electrons = group number', 'Groups 13 to 18: valence electrons = group - 10'],
    table: { head: ['Group', 'Block', 'Valence electrons'], rows: [['1', 's', '1'], ['2', 's', '2'], ['13', 'p', '3'], ['14', 'p', '4'], ['15', 'p', '5'], ['16', 'p', '6'], ['17', 'p', '7']] },
    mistake: 'Subtracting 8 from a p-block group number: in the 18-group table it is 10 (group 15 has 5 valence electrons).',
    tips: ['The period number gives the outermost shell being filled.', 'The noble gases (group 18) have a full outer shell and are very unreactive.'],
    say: 'In the p block, the valence electrons are the group number minus ten.',
  },
  'Chemical Bonding': {
    summary: 'Atoms bond to reach a lower energy. Molecular orbital theory describes a diatomic molecule by filling bonding and antibonding orbitals; the bond order tells how strong and how short the bond is.',
    ideas: [
      'Bond order = (Nb - Na) / 2, where Nb and Na are the electrons in bonding and in antibonding orbitals.',
      'A higher bond order means a stronger and shorter bond; a bond order of zero means no stable molecule (He2).',
      'Unpaired electrons make a species paramagnetic: O2 has two of them.',
      'VSEPR: the electron pairs around a central atom spread out to keep their repulsion least, and this fixes the shape.',
    ],
    formulas: ['Bond order = (Nb - Na) / 2'],
    table: { head: ['Species', 'Bond order', 'Magnetic behaviour'], rows: [['H2', '1', 'diamagnetic'], ['N2', '3', 'diamagnetic'], ['O2', '2', 'paramagnetic'], ['He2', '0', 'does not exist']] },
    mistake: 'Forgetting to halve: Nb - Na counts electrons, and a bond is a pair of electrons.',
    tips: ['Fill the molecular orbitals in order of energy, two electrons per orbital.', 'Compare the bond orders of O2+, O2 and O2- to rank their bond lengths.'],
    say: 'Bond order is bonding minus antibonding electrons, divided by two.',
  },
  'Quadratic Equations': {
    summary: 'A quadratic equation ax^2 + bx + c = 0 (with a not zero) has two roots. They can be found by factorising or with the quadratic formula, and their sum and product come straight from the coefficients.',
    ideas: [
      'The roots are x = (-b +/- sqrt(b^2 - 4ac)) / (2a).',
      'The discriminant D = b^2 - 4ac decides the nature of the roots.',
      'The sum of the roots is -b/a and their product is c/a.',
      'The quadratic with roots p and q is x^2 - (p + q)x + pq = 0.',
    ],
    formulas: ['x = (-b +/- sqrt(b^2 - 4ac)) / (2a)', 'alpha + beta = -b/a,   alpha beta = c/a'],
    table: { head: ['Discriminant', 'Roots'], rows: [['D > 0', 'two distinct real roots'], ['D = 0', 'two equal real roots'], ['D < 0', 'two complex conjugate roots']] },
    mistake: 'Taking the sum of the roots as b/a: the sign matters, it is -b/a.',
    tips: ['Check a factorisation by multiplying the factors back out.', 'When the coefficients are integers, try to factorise before you use the formula.'],
    say: 'The sum of the roots is minus b over a.',
  },
  'Sequences and Series': {
    summary: 'A sequence is an ordered list of numbers and a series is their sum. Arithmetic progressions grow by a fixed difference, geometric progressions by a fixed ratio.',
    ideas: [
      'An arithmetic progression (AP) a, a + d, a + 2d, ... has the common difference d.',
      'The nth term of an AP is a(n) = a + (n - 1)d.',
      'The sum of the first n terms of an AP is S(n) = (n/2)(2a + (n - 1)d).',
      'A geometric progression (GP) has the nth term a r^(n-1) and, for r not 1, the sum a(r^n - 1)/(r - 1).',
    ],
    formulas: ['a(n) = a + (n - 1) d', 'S(n) = (n/2) (2a + (n - 1) d)', 'a(n) = a r^(n-1)'],
    table: { head: ['Progression', 'nth term', 'Sum of n terms'], rows: [['AP', 'a + (n - 1)d', '(n/2)(2a + (n - 1)d)'], ['GP', 'a r^(n-1)', 'a(r^n - 1)/(r - 1)']] },
    mistake: 'Using a + nd for the nth term: the first term already counts, so only n - 1 steps of d are added.',
    tips: ['Write three numbers in AP as a - d, a, a + d to make the algebra simpler.', 'The sum of an AP is the number of terms times the mean of the first and last terms.'],
    say: 'The n th term of an arithmetic progression is a plus n minus one times d.',
  },
  'Complex Numbers': {
    summary: 'A complex number z = a + bi has a real part a and an imaginary part b, where i^2 = -1. It is drawn as the point (a, b) of the Argand plane.',
    ideas: [
      'The modulus |z| = sqrt(a^2 + b^2) is the distance of z from the origin.',
      'The conjugate of z = a + bi is a - bi, and z times its conjugate is |z|^2.',
      'The argument theta is the angle z makes with the positive real axis: tan(theta) = b/a.',
      'The powers of i repeat every four: i, -1, -i, 1.',
    ],
    formulas: ['|a + bi| = sqrt(a^2 + b^2)', 'z z* = |z|^2', 'z = r (cos(theta) + i sin(theta))'],
    table: { head: ['Power', 'Value'], rows: [['i^1', 'i'], ['i^2', '-1'], ['i^3', '-i'], ['i^4', '1']] },
    mistake: 'Adding the parts, |a + bi| = a + b: the modulus comes from Pythagoras, sqrt(a^2 + b^2).',
    tips: ['Learn the Pythagorean triples (3, 4, 5), (5, 12, 13) and (8, 15, 17): many moduli are whole numbers.', 'To divide by a complex number, multiply the top and the bottom by its conjugate.'],
    say: 'The modulus of a plus b i is the square root of a squared plus b squared.',
  },
  Limits: {
    summary: 'The limit of f(x) as x tends to a is the value f(x) approaches as x gets close to a. Many limits that look like 0/0 at first can be found by factorising, rationalising or with a standard result.',
    ideas: [
      'If f is continuous at a, the limit is simply f(a).',
      'For the form 0/0, factorise and cancel the common factor, then substitute.',
      'Standard limits: sin(x)/x -> 1 and (e^x - 1)/x -> 1 as x -> 0.',
      '(x^n - a^n)/(x - a) -> n a^(n-1) as x -> a.',
    ],
    formulas: ['x^2 - a^2 = (x - a)(x + a)', 'lim (x->a) (x^n - a^n)/(x - a) = n a^(n-1)', 'lim (x->0) sin(x)/x = 1'],
    table: { head: ['Limit as x -> 0', 'Value'], rows: [['sin(x)/x', '1'], ['(e^x - 1)/x', '1'], ['(1 - cos x)/x^2', '1/2'], ['(1 + x)^(1/x)', 'e']] },
    mistake: 'Substituting into 0/0 and stopping there: 0/0 is not a value, so simplify first.',
    tips: ["L'Hospital's rule: for 0/0 or infinity/infinity, differentiate the numerator and the denominator separately.", 'Check the left-hand and right-hand limits when the function changes its formula at a.'],
    say: 'Factorise, cancel the common factor, then substitute.',
  },
  Differentiation: {
    summary: "The derivative f'(x) measures how fast f changes with x: it is the slope of the tangent to the graph. A few rules give the derivative of almost every function in the syllabus.",
    ideas: [
      'Power rule: d/dx x^n = n x^(n-1).',
      'Differentiate a sum term by term; a constant factor stays outside.',
      "Product rule (uv)' = u'v + uv'; chain rule d/dx f(g(x)) = f'(g(x)) g'(x).",
      "At a local maximum or minimum of a smooth function, f'(x) = 0.",
    ],
    formulas: ['d/dx x^n = n x^(n-1)', "(uv)' = u'v + uv'", "d/dx f(g(x)) = f'(g(x)) g'(x)"],
    table: { head: ['Function', 'Derivative'], rows: [['x^n', 'n x^(n-1)'], ['sin x', 'cos x'], ['cos x', '-sin x'], ['e^x', 'e^x'], ['ln x', '1/x']] },
    mistake: 'Lowering the power without multiplying by it: the derivative of x^3 is 3x^2, not x^2.',
    tips: ['Find the derivative first, then substitute the value of x.', "The second derivative tells a maximum (f'' < 0) from a minimum (f'' > 0)."],
    say: 'The derivative of x to the n is n times x to the n minus one.',
  },
  Integration: {
    summary: 'Integration reverses differentiation. An indefinite integral is a family of antiderivatives plus a constant; a definite integral from a to b gives the signed area under the curve.',
    ideas: [
      'Power rule: the integral of x^n dx is x^(n+1)/(n + 1) + C, for n not equal to -1.',
      'The integral of 1/x dx is ln|x| + C.',
      "Fundamental theorem: the integral of f(x) dx from a to b is F(b) - F(a), where F' = f.",
      'Constant factors come outside, and the integral of a sum splits term by term.',
    ],
    formulas: ['integral of x^n dx = x^(n+1)/(n+1) + C', 'integral from a to b of f(x) dx = F(b) - F(a)'],
    table: { head: ['Function', 'Integral'], rows: [['x^n', 'x^(n+1)/(n+1) + C'], ['1/x', 'ln|x| + C'], ['e^x', 'e^x + C'], ['cos x', 'sin x + C'], ['sin x', '-cos x + C']] },
    mistake: 'Differentiating instead of integrating: raise the power by one and divide by the new power.',
    tips: ['Check an integral by differentiating your answer.', 'In a definite integral the constant C cancels, so leave it out.'],
    say: 'Raise the power by one, then divide by the new power.',
  },
  'Straight Lines': {
    summary: 'A straight line in the plane is fixed by two of its points, or by one point and its slope. Its equation can be written in several forms, each suited to different data.',
    ideas: [
      'The slope through (x1, y1) and (x2, y2) is m = (y2 - y1)/(x2 - x1).',
      'Point-slope form: y - y1 = m(x - x1); slope-intercept form: y = mx + c.',
      'Parallel lines have equal slopes; the slopes of perpendicular lines multiply to -1.',
      'The distance of (x1, y1) from ax + by + c = 0 is |ax1 + by1 + c| / sqrt(a^2 + b^2).',
    ],
    formulas: ['m = (y2 - y1) / (x2 - x1)', 'y - y1 = m (x - x1)', 'm1 m2 = -1 (perpendicular lines)'],
    table: { head: ['Form', 'Equation'], rows: [['Slope-intercept', 'y = mx + c'], ['Point-slope', 'y - y1 = m(x - x1)'], ['Intercept', 'x/a + y/b = 1'], ['General', 'ax + by + c = 0']] },
    mistake: 'Inverting the slope as (x2 - x1)/(y2 - y1): the rise goes on top.',
    tips: ['A horizontal line has slope 0; a vertical line has no defined slope.', 'Take the two points in the same order in the numerator and the denominator.'],
    say: 'The slope is the rise divided by the run.',
  },
  Circles: {
    summary: 'A circle is the set of points at a fixed distance, the radius, from a fixed point, the centre. Its equation can be written in centre-radius form or in general form.',
    ideas: [
      'Centre-radius form: (x - h)^2 + (y - k)^2 = r^2 for the centre (h, k) and the radius r.',
      'General form: x^2 + y^2 + 2gx + 2fy + c = 0, with the centre (-g, -f).',
      'The radius of the general form is r = sqrt(g^2 + f^2 - c); a real circle needs g^2 + f^2 - c >= 0.',
      'A line touches the circle when its distance from the centre equals the radius.',
    ],
    formulas: ['(x - h)^2 + (y - k)^2 = r^2', 'x^2 + y^2 + 2gx + 2fy + c = 0', 'r = sqrt(g^2 + f^2 - c)'],
    table: { head: ['Equation', 'Centre', 'Radius'], rows: [['x^2 + y^2 = r^2', '(0, 0)', 'r'], ['(x - h)^2 + (y - k)^2 = r^2', '(h, k)', 'r'], ['x^2 + y^2 + 2gx + 2fy + c = 0', '(-g, -f)', 'sqrt(g^2 + f^2 - c)']] },
    mistake: 'Adding c under the root: the radius is sqrt(g^2 + f^2 - c).',
    tips: ['Halve the coefficients of x and y to read off g and f.', 'Complete the squares to turn the general form into the centre-radius form.'],
    say: 'The radius is the square root of g squared plus f squared minus c.',
  },
};

// ---------------------------------------------------------------------------------------------------------
// A topic's study material: its notes and worked examples from its bank problems

/** The question types whose body is the problem itself (`<p>{given} {ask}</p>`), good as worked examples. */
const EXAMPLE_TYPES: ReadonlySet<string> = new Set(['Multiple-Choice', 'Multiple-Choice-(5)', 'Selection-Type', 'Integer-Type', ...SUBJECTIVE_TYPES]);

/** A worked example: a bank problem and its worked solution (HTML from the bank, which is safe). */
export interface WorkedExample {
  questionId: number;
  /** the problem as the bank states it (one paragraph's inner HTML) */
  problem: string;
  /** the bank's worked solution (Given, Find, numbered steps, Answer) */
  solution: string;
  given: string;
  find: string;
  steps: string[];
  answer: string;
  /** the rule the bank's explanation names ("Use the fact that ...") */
  law: string;
}

export interface StudyTopic {
  topicId: number;
  name: string;
  slug: string;
  subject: string;
  chapter: string;
  notes: TopicNotes;
  /** the worked examples (3) */
  examples: WorkedExample[];
  /** more problems of the topic with their answers, for practice */
  practice: WorkedExample[];
}

export interface StudyBankTopic { id: number; parentId: number | null; name: string }
export interface StudyBankQuestion { id: number; topicId: number; questionType: string; body: string; solution: string; explanation: string }

const inner = (html: string, re: RegExp): string => re.exec(html)?.[1]?.trim() ?? '';

const exampleOf = (q: StudyBankQuestion): WorkedExample | null => {
  const given = inner(q.solution, /<strong>Given:<\/strong>\s*(.*?)<\/p>/s);
  const find = inner(q.solution, /<strong>Find:<\/strong>\s*(.*?)<\/p>/s);
  const answer = inner(q.solution, /<strong>Answer:<\/strong>\s*(.*?)<\/p>/s);
  const steps = [...q.solution.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1].trim());
  if (!given || !find || !answer || steps.length === 0) return null;
  // the problem as the question states it when its body is the problem, else as the solution states it
  const problem = (EXAMPLE_TYPES.has(q.questionType) ? inner(q.body, /^<p>(.*?)<\/p>/s) : '') || `${given} ${find}`;
  return { questionId: q.id, problem, solution: q.solution, given, find, steps, answer, law: inner(q.explanation, /Use the fact that (.*?)\.<\/p>/s) };
};

/**
 * The study material of every leaf topic of the bank's tree found among `topics` (in tree order): its notes, 3
 * worked examples (the first questions, by id, whose body states the problem) and up to 6 practice problems (the
 * next ones), each with a problem not seen before in the topic. Pure: the seed passes the database's bank, the media script the generated one.
 */
export function studyTopicsOf(topics: readonly StudyBankTopic[], questions: readonly StudyBankQuestion[]): StudyTopic[] {
  const out: StudyTopic[] = [];
  const byName = (name: string, parentId: number | null) => topics.find((t) => t.name === name && t.parentId === parentId);
  for (const { subject, chapters } of TOPIC_TREE) {
    const s = byName(subject, null);
    if (!s) continue;
    for (const chapter of chapters) {
      const c = byName(chapter.name, s.id);
      if (!c) continue;
      for (const leaf of chapter.leaves) {
        const t = byName(leaf, c.id);
        const notes = TOPIC_NOTES[leaf];
        if (!t) continue;
        if (!notes) throw new Error(`study content: no notes for the topic '${leaf}'`);
        const seen = new Set<string>();
        const examples: WorkedExample[] = [];
        const practice: WorkedExample[] = [];
        for (const q of questions.filter((x) => x.topicId === t.id).sort((a, b) => a.id - b.id)) {
          const e = exampleOf(q);
          if (!e || seen.has(`${e.given} ${e.find}`)) continue;
          seen.add(`${e.given} ${e.find}`);
          if (examples.length < 3 && EXAMPLE_TYPES.has(q.questionType)) examples.push(e);
          else practice.push(e);
        }
        if (examples.length < 3) throw new Error(`study content: the topic '${leaf}' has ${examples.length} worked examples, not 3`);
        out.push({ topicId: t.id, name: leaf, slug: studySlug(leaf), subject, chapter: chapter.name, notes, examples, practice: practice.slice(0, 6) });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The Text items' HTML

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Notes text as HTML: escaped, powers as superscripts, a few symbols spelt out in the ASCII source drawn as such. */
export const notesTextHtml = (s: string): string => escapeHtml(s)
  .replace(/\^\(([^()]+)\)|\^(-?[A-Za-z0-9]+(?:\.[0-9]+)?)/g, (_, group: string | undefined, single: string | undefined) => `<sup>${group ?? single}</sup>`)
  .replace(/\+\/-/g, '±').replace(/-&gt;/g, '→').replace(/&gt;=/g, '≥')
  .replace(/\bsqrt\(/g, '√(').replace(/ x (?=\d)/g, ' × ')
  .replace(/\bDelta /g, 'Δ').replace(/\bepsilon0\b/g, 'ε<sub>0</sub>')
  .replace(/\b(theta|lambda|alpha|beta|phi|nu)\b/g, (w) => ({ theta: 'θ', lambda: 'λ', alpha: 'α', beta: 'β', phi: 'φ', nu: 'ν' } as Record<string, string>)[w]);

const list = (items: readonly string[], tag: 'ul' | 'ol' = 'ul') => `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${
    rows.map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

/** "{Topic}: notes": the hand-written notes, with headings that carry ids (prefixed with the topic's slug). */
export function notesHtml(t: StudyTopic): string {
  const n = t.notes;
  const id = (s: string) => `${t.slug}-${s}`;
  const text = notesTextHtml;
  return [
    `<h1 id="${id('notes')}">${escapeHtml(t.name)}: notes</h1>`,
    `<p><strong>${escapeHtml(t.subject)}</strong>, ${escapeHtml(t.chapter)}</p>`,
    `<p>${text(n.summary)}</p>`,
    `<h2 id="${id('key-ideas')}">Key ideas</h2>`,
    list(n.ideas.map(text)),
    `<h2 id="${id('formulas')}">Formulas to remember</h2>`,
    list(n.formulas.map((f) => `<strong>${text(f)}</strong>`)),
    `<h3 id="${id('reference')}">Quick reference</h3>`,
    table(n.table.head.map(text), n.table.rows.map((r) => r.map(text))),
    `<h2 id="${id('common-mistake')}">A common mistake</h2>`,
    `<p>${text(n.mistake)}</p>`,
    `<h2 id="${id('exam-tips')}">Exam tips</h2>`,
    list(n.tips.map(text)),
    `<h3 id="${id('next-steps')}">Next steps</h3>`,
    `<p>Work through <em>${escapeHtml(t.name)}: worked examples</em>, then take a self test on ${escapeHtml(t.name)}.</p>`,
  ].join('\n');
}

/** "{Topic}: worked examples": the topic's bank problems with their worked solutions, then practice problems. */
export function examplesHtml(t: StudyTopic): string {
  const id = (s: string) => `${t.slug}-${s}`;
  const law = t.examples.find((e) => e.law)?.law;
  return [
    `<h1 id="${id('worked-examples')}">${escapeHtml(t.name)}: worked examples</h1>`,
    `<p>These problems come from the ${escapeHtml(t.name)} question bank. Try each one on paper before you read its solution.</p>`,
    ...(law ? [`<h2 id="${id('the-rule')}">The rule they use</h2>`, `<p>Every example uses the fact that ${law}.</p>`] : []),
    ...t.examples.flatMap((e, i) => [
      `<h2 id="${id(`example-${i + 1}`)}">Example ${i + 1}</h2>`,
      `<h3 id="${id(`example-${i + 1}-problem`)}">Problem</h3>`,
      `<p>${e.problem}</p>`,
      `<h3 id="${id(`example-${i + 1}-solution`)}">Solution</h3>`,
      e.solution,
    ]),
    `<h2 id="${id('practice')}">Practice on your own</h2>`,
    '<p>Solve these the same way, then check your answers.</p>',
    table(['Problem', 'Answer'], t.practice.slice(0, 4).map((e) => [`${e.given} ${e.find}`, e.answer])),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// The seed

export type StudyContentType = 'Text' | 'PDF' | 'PPT' | 'Video';

/** A topic's five items, in position order. */
export const studyItemsOf = (t: StudyTopic): { type: StudyContentType; title: string; html: string; file: string }[] => {
  const files = studyFiles(t.name);
  return [
    { type: 'Text', title: `${t.name}: notes`, html: notesHtml(t), file: '' },
    { type: 'Text', title: `${t.name}: worked examples`, html: examplesHtml(t), file: '' },
    { type: 'PDF', title: `${t.name} notes (PDF)`, html: '', file: files.notes },
    { type: 'PPT', title: `${t.name} slides`, html: '', file: files.slides },
    { type: 'Video', title: `${t.name} video lesson`, html: '', file: files.lesson },
  ];
};

/** The FREE pack's limits in every course (docs/api.md): Limit Exceeded is reachable on a free trial. */
export const FREE_CONTENT_LIMITS = { pdf: 2, ppt: 1, video: 2, text: 3 } as const;

export const SUBJECTS = ['Physics', 'Chemistry', 'Mathematics'] as const;

interface OptionSeed { examType: 'objective' | 'subjective'; total: number; kwd: number; minutes: number; correct: number; incorrect: number; notAnswer: number }
/** Spec 001 §9's default (domain/study-room/self-test.ts DEFAULT_TEST_OPTION). */
export const OBJECTIVE_OPTION: OptionSeed = { examType: 'objective', total: 20, kwd: 5, minutes: 60, correct: 1, incorrect: -0.25, notAnswer: 0 };
/**
 * The written self test of JEE Main (template 5001). The self-test builder (server/test-delivery/test-builder.ts
 * toQuestion) marks a subjective question out of the sum of its parts' marks (1, 2, 3 or 5 by type) with no negative
 * marking, whatever the option says; +5 (the most a question can carry), 0 and 0 say the same and pass the options
 * form's checks (correct 0 < m <= 10, the others -10..0). 5 questions: a topic holds 2 to 4 subjective questions and a
 * chapter or subject more, so a topic's test has what it holds and a chapter's has 5.
 */
export const SUBJECTIVE_OPTION: OptionSeed = { examType: 'subjective', total: 5, kwd: 5, minutes: 30, correct: 5, incorrect: 0, notAnswer: 0 };
export const SUBJECTIVE_TEMPLATES: readonly number[] = [5001];

/**
 * Writes the study content unless written before. Needs the question bank (seed-tests.ts) and the courses (seed.ts,
 * seed-catalogue.ts): without the bank's topics it writes nothing and sets no marker, so a later start (once the bank
 * is there) writes it. Returns true when it wrote it.
 */
export function seedStudyContent(db: Db, now: number): boolean {
  const seeded = db.prepare(`SELECT 1 FROM app_meta WHERE key = '${MARKER}'`);
  if (seeded.get()) return false;
  const topics = db.prepare<[], StudyBankTopic>('SELECT id, parent_id AS parentId, name FROM topics').all();
  const questions = db.prepare<[], StudyBankQuestion>(
    'SELECT id, topic_id AS topicId, question_type AS questionType, body, solution, explanation FROM questions').all();
  const study = studyTopicsOf(topics, questions);
  if (study.length === 0) return false;

  return db.transaction(() => {
    if (seeded.get()) return false;
    const has = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM study_contents WHERE topic_id = ?');
    const item = db.prepare(`INSERT INTO study_contents (topic_id, content_type, title, language, html, file, position)
      VALUES (?, ?, ?, 'English', ?, ?, ?)`);
    for (const t of study) {
      if (has.get(t.topicId)!.n > 0) continue;
      studyItemsOf(t).forEach((x, position) => item.run(t.topicId, x.type, x.title, x.html, x.file, position));
    }

    const templates = db.prepare<[], { template_id: number }>('SELECT DISTINCT template_id FROM courses ORDER BY template_id').all().map((r) => r.template_id);
    const subjectIds = SUBJECTS.map((name) => topics.find((t) => t.name === name && t.parentId === null)?.id)
      .filter((x): x is number => x !== undefined);
    const next = db.prepare<[number], { p: number | null }>('SELECT MAX(position) AS p FROM template_subjects WHERE template_id = ?');
    const offered = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM template_subjects WHERE template_id = ? AND topic_id = ?');
    const subject = db.prepare('INSERT OR IGNORE INTO template_subjects (template_id, topic_id, position) VALUES (?, ?, ?)');
    const option = db.prepare(`INSERT OR IGNORE INTO self_test_options (template_id, exam_type, total_questions, total_questions_kwd,
      duration, marks_correct, marks_incorrect, marks_not_answer, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const template of templates) {
      // the template's own subjects keep their places; the missing ones follow in bank order
      for (const topicId of subjectIds) {
        if (offered.get(template, topicId)!.n > 0) continue;
        subject.run(template, topicId, (next.get(template)!.p ?? -1) + 1);
      }
      const options = SUBJECTIVE_TEMPLATES.includes(template) ? [OBJECTIVE_OPTION, SUBJECTIVE_OPTION] : [OBJECTIVE_OPTION];
      options.forEach((o, position) => option.run(template, o.examType, o.total, o.kwd, o.minutes, o.correct, o.incorrect, o.notAnswer, position));
    }

    const { pdf, ppt, video, text } = FREE_CONTENT_LIMITS;
    db.prepare(`INSERT OR IGNORE INTO content_limits (course_id, pack_type, pdf_max, ppt_max, video_max, text_max)
      SELECT id, 'FREE', ?, ?, ?, ? FROM courses`).run(pdf, ppt, video, text);

    db.prepare('INSERT INTO app_meta (key, value) VALUES (?, ?)').run(MARKER, new Date(now).toISOString());
    return true;
  })();
}

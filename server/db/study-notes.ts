// What each leaf topic's study notes say: a data table, written by hand (24 topics x summary, ideas, formulas, a
// reference table, a common mistake, tips), which is why this file is long. Read by the study content seed
// (seed-study-content.ts: the Text items' HTML) and by scripts/make-media.ts (the notes PDFs, slides and the video
// lessons' narration). Plain ASCII; powers as ^2 or ^(n-1), shown as superscripts in the HTML.


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

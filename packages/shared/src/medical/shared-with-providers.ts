/**
 * What of a member's sealed medical info a provider may be told (PRODUCT.md): food allergies and
 * diet for chefs and restaurants; never medication, conditions or drug allergies.
 *
 * Allergies are free text, so each one is read: it is shared only when it names a food and no
 * medicine. An allergy Aurum does not recognise as food (a drug, latex, bee stings, a misspelt
 * word) stays private: a drug allergy must never reach a chef, and the proposal shows the member
 * exactly what will be shared, so they can add anything else to the notes themselves.
 */

/** Foods, food groups and food additives people are allergic or intolerant to (singular). */
const FOODS = new Set(
  [
    // The major allergens (EU 14, US 9) and their common names.
    'peanut groundnut nut almond cashew pecan walnut hazelnut pistachio macadamia brazil',
    'chestnut coconut shellfish crustacean prawn shrimp crab lobster crayfish langoustine',
    'mollusc mollusk mussel oyster clam scallop squid calamari octopus snail abalone perlemoen',
    'fish salmon tuna cod hake anchovy sardine trout kingklip snoek haddock mackerel roe caviar',
    'milk dairy lactose casein whey cheese butter cream yoghurt yogurt egg albumin mayonnaise',
    'wheat gluten coeliac celiac barley rye oat spelt semolina flour bread',
    'soy soya tofu edamame sesame tahini mustard celery celeriac lupin sulphite sulfite',
    // Other foods.
    'corn maize rice bean legume pea chickpea lentil seed sunflower poppy linseed flax',
    'buckwheat quinoa fruit berry strawberry raspberry blueberry kiwi banana apple pear',
    'peach apricot plum cherry mango pineapple papaya citrus orange lemon lime grapefruit',
    'grape raisin melon watermelon avocado tomato potato nightshade pepper chilli chili',
    'capsicum paprika aubergine eggplant brinjal garlic onion leek mushroom carrot spinach',
    'vegetable spice cinnamon cumin coriander cilantro nutmeg clove vanilla chocolate cocoa',
    'coffee caffeine tea alcohol wine beer yeast gelatin gelatine honey sugar fructose',
    'msg glutamate histamine meat beef pork bacon ham chicken poultry lamb mutton venison',
    'game offal carrageenan tartrazine benzoate nitrite nitrate colouring coloring additive',
    'food seafood',
    // Afrikaans.
    'grondboontjie grondboontjies neut amandel skulpvis seekos vis melk suiwel eier koring soja sesam mosterd',
  ]
    .join(' ')
    .split(' ')
    .map(stem),
);

/** Medicines and words that say an entry is about medicine (lower case, singular). */
const MEDICINES = new Set(
  [
    'medicine medication medical drug tablet pill capsule injection vaccine vaccination',
    'antibiotic penicillin amoxicillin ampicillin flucloxacillin augmentin cephalosporin',
    'cefalexin cephalexin sulfa sulpha sulfonamide sulphonamide trimethoprim co-trimoxazole',
    'bactrim aspirin ibuprofen naproxen diclofenac nsaid codeine morphine opioid opiate',
    'tramadol pethidine paracetamol acetaminophen insulin anaesthetic anesthetic lidocaine',
    'contrast iodinated chemotherapy statin warfarin heparin metformin steroid cortisone',
    'allopurinol carbamazepine phenytoin lamotrigine',
    // Afrikaans and isiZulu.
    'medisyne medikasie pil pille tablette insulien penisillien antibiotika inspuiting',
    'umuthi imithi iphilisi amaphilisi ijovo',
  ]
    .join(' ')
    .split(' ')
    .map(stem),
);

/** Names of medicine families by their endings: -cillin, -mycin, -cycline, -floxacin... */
const MEDICINE_ENDINGS =
  /(cillin|mycin|micin|cycline|floxacin|cef\w+|azole|prazole|statin|caine|profen|sartan|pril|olol)$/;

/** A word in the form both lists use: lower case, without accents, in the singular. */
function stem(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|ss|o)es$/, '$1')
    .replace(/(?<!s)s$/, '');
}

const wordsOf = (text: string) =>
  text
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((word) => [word, ...word.split('-')])
    .filter(Boolean)
    .map(stem);

/** Whether the text names a medicine (a drug allergy, a medication, a treatment). */
export function namesMedicine(text: string): boolean {
  return wordsOf(text).some(
    (word) => MEDICINES.has(word) || (word.length > 5 && MEDICINE_ENDINGS.test(word)),
  );
}

/** Whether an allergy is to a food: it names a food and no medicine. */
export function isFoodAllergy(allergy: string): boolean {
  return !namesMedicine(allergy) && wordsOf(allergy).some((word) => FOODS.has(word));
}

/** A member's food allergies and diet: what a chef or restaurant may be told. */
export interface SharedDiet {
  foodAllergies: string[];
  dietaryRestrictions: string[];
}

/** The part of a member's allergies and diet a chef or restaurant may be told. */
export function dietSharedWithProviders(medical: {
  allergies: readonly string[];
  dietaryRestrictions: readonly string[];
}): SharedDiet {
  return {
    foodAllergies: medical.allergies.filter(isFoodAllergy),
    // A diet is for the kitchen; one that names a medicine ("no grapefruit: statins") is not.
    dietaryRestrictions: medical.dietaryRestrictions.filter((diet) => !namesMedicine(diet)),
  };
}

/**
 * Text a provider will read, without the sentences that name a medicine: a note of the
 * member's or the assistant's that mentions a drug allergy does not pass it on to a chef.
 */
export function withoutMedicine(text: string): string {
  return text
    .split(/(?<=[.!?;\n])/)
    .filter((sentence) => !namesMedicine(sentence))
    .join('')
    .trim();
}

/** How a request tells its provider the member's food allergies and diet, one line each. */
export function dietLines(diet: {
  allergies: readonly string[];
  dietaryRestrictions: readonly string[];
}): string[] {
  return [
    diet.allergies.length ? `Allergies: ${diet.allergies.join(', ')}` : '',
    diet.dietaryRestrictions.length
      ? `Dietary restrictions: ${diet.dietaryRestrictions.join(', ')}`
      : '',
  ].filter(Boolean);
}

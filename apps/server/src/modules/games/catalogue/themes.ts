/** Word lists per theme: names are drawn from them, and the thumbnail takes the theme's motif. */
export type Theme = {
  key: string;
  motif:
    | "pyramid"
    | "wave"
    | "dragon"
    | "fruit"
    | "planet"
    | "sun"
    | "rune"
    | "leaf"
    | "gem"
    | "star"
    | "crown"
    | "flame";
  adjectives: readonly string[];
  nouns: readonly string[];
  places: readonly string[];
};

export const THEMES: readonly Theme[] = [
  {
    key: "egypt",
    motif: "pyramid",
    adjectives: ["Golden", "Eternal", "Sacred", "Hidden", "Royal", "Ancient", "Sunlit", "Forgotten"],
    nouns: [
      "Pharaoh",
      "Scarab",
      "Sphinx",
      "Obelisk",
      "Anubis",
      "Cleopatra",
      "Papyrus",
      "Ankh",
      "Oasis",
      "Nile Queen",
    ],
    places: ["the Nile", "Giza", "Karnak", "the Dunes", "Luxor", "Thebes"],
  },
  {
    key: "ocean",
    motif: "wave",
    adjectives: ["Deep", "Azure", "Coral", "Tidal", "Sunken", "Pearl", "Moonlit", "Salty"],
    nouns: [
      "Mermaid",
      "Treasure",
      "Lagoon",
      "Kraken",
      "Reef",
      "Trident",
      "Seahorse",
      "Voyage",
      "Lighthouse",
      "Atoll",
    ],
    places: ["Atlantis", "the Abyss", "Coral Bay", "the Tides", "Pearl Harbor", "the Seven Seas"],
  },
  {
    key: "orient",
    motif: "dragon",
    adjectives: ["Jade", "Lucky", "Imperial", "Crimson", "Fortune", "Silk", "Lotus", "Thunder"],
    nouns: [
      "Dragon",
      "Koi",
      "Tiger",
      "Lantern",
      "Phoenix",
      "Panda",
      "Dynasty",
      "Blossom",
      "Emperor",
      "Pagoda",
    ],
    places: ["Shanghai", "the Jade Palace", "Kyoto", "the Great Wall", "Macau", "the Silk Road"],
  },
  {
    key: "fruit",
    motif: "fruit",
    adjectives: ["Juicy", "Sweet", "Hot", "Frosty", "Tropical", "Sizzling", "Zesty", "Candy"],
    nouns: [
      "Cherries",
      "Sevens",
      "Melons",
      "Lemons",
      "Bells",
      "Fruit Stand",
      "Berries",
      "Grapes",
      "Citrus",
      "Smoothie",
    ],
    places: ["the Orchard", "Fruit Town", "the Market", "Summer Fields", "the Tropics", "Vegas"],
  },
  {
    key: "space",
    motif: "planet",
    adjectives: ["Cosmic", "Stellar", "Quantum", "Nebula", "Galactic", "Orbital", "Neon", "Solar"],
    nouns: [
      "Rocket",
      "Comet",
      "Astronaut",
      "Starship",
      "Meteor",
      "Pulsar",
      "Orbit",
      "Supernova",
      "Eclipse",
      "Gravity",
    ],
    places: ["Mars", "Andromeda", "the Milky Way", "Saturn", "Orion", "the Void"],
  },
  {
    key: "west",
    motif: "sun",
    adjectives: ["Wild", "Dusty", "Outlaw", "Gold Rush", "Rattlesnake", "Lone", "Blazing", "Iron"],
    nouns: [
      "Sheriff",
      "Bandit",
      "Saloon",
      "Stagecoach",
      "Bounty",
      "Cowboy",
      "Mustang",
      "Nugget",
      "Canyon",
      "Revolver",
    ],
    places: ["Tombstone", "Dodge City", "the Frontier", "Deadwood", "the Badlands", "El Dorado"],
  },
  {
    key: "norse",
    motif: "rune",
    adjectives: ["Viking", "Frozen", "Mighty", "Storm", "Valiant", "Runic", "Silver", "Raging"],
    nouns: [
      "Odin",
      "Thor",
      "Valkyrie",
      "Longship",
      "Hammer",
      "Raven",
      "Fenrir",
      "Saga",
      "Shieldmaiden",
      "Berserker",
    ],
    places: ["Asgard", "Valhalla", "Midgard", "the Fjords", "Jotunheim", "the North"],
  },
  {
    key: "jungle",
    motif: "leaf",
    adjectives: ["Wild", "Savage", "Emerald", "Roaring", "Untamed", "Mystic", "Lost", "Primal"],
    nouns: [
      "Jaguar",
      "Gorilla",
      "Temple",
      "Safari",
      "Rhino",
      "Lion",
      "Parrot",
      "Idol",
      "Cheetah",
      "Explorer",
    ],
    places: ["the Amazon", "the Serengeti", "Borneo", "the Rainforest", "Kilimanjaro", "El Dorado"],
  },
  {
    key: "gems",
    motif: "gem",
    adjectives: ["Brilliant", "Dazzling", "Flawless", "Radiant", "Crystal", "Sparkling", "Royal", "Midnight"],
    nouns: [
      "Diamonds",
      "Rubies",
      "Sapphire",
      "Emeralds",
      "Jewels",
      "Amethyst",
      "Opal",
      "Gemstones",
      "Treasury",
      "Vault",
    ],
    places: ["the Mine", "the Crown Vault", "Antwerp", "the Mountain", "the Caverns", "Kimberley"],
  },
  {
    key: "myth",
    motif: "crown",
    adjectives: ["Olympian", "Divine", "Legendary", "Heroic", "Titan", "Immortal", "Golden", "Celestial"],
    nouns: [
      "Zeus",
      "Medusa",
      "Athena",
      "Pegasus",
      "Hercules",
      "Minotaur",
      "Poseidon",
      "Oracle",
      "Gorgon",
      "Apollo",
    ],
    places: ["Olympus", "Troy", "Sparta", "Delphi", "Crete", "the Underworld"],
  },
  {
    key: "fire",
    motif: "flame",
    adjectives: ["Blazing", "Inferno", "Molten", "Hot", "Volcanic", "Burning", "Scorching", "Ember"],
    nouns: [
      "Fire",
      "Lava",
      "Phoenix",
      "Furnace",
      "Wildfire",
      "Volcano",
      "Dragonfire",
      "Flames",
      "Ignition",
      "Heat",
    ],
    places: ["Vesuvius", "the Forge", "Hellfire Peak", "the Core", "Pompeii", "the Crater"],
  },
  {
    key: "lucky",
    motif: "star",
    adjectives: ["Lucky", "Super", "Mega", "Triple", "Golden", "Shining", "Big", "Power"],
    nouns: [
      "Stars",
      "Clovers",
      "Horseshoes",
      "Coins",
      "Jackpot",
      "Fortune",
      "Wishes",
      "Rainbow",
      "Pot of Gold",
      "Charms",
    ],
    places: ["Vegas", "Monte Carlo", "the Rainbow", "Lucky Street", "Fortune Hill", "the Casino"],
  },
];

/** Colour pairs for the artwork: a deep background gradient and a bright accent. */
export const PALETTES: readonly { from: string; to: string; accent: string; ink: string }[] = [
  { from: "#1b1464", to: "#6a1b9a", accent: "#ffd54f", ink: "#ffffff" },
  { from: "#0d3b66", to: "#1f7a8c", accent: "#f4d35e", ink: "#ffffff" },
  { from: "#5f0f40", to: "#9a031e", accent: "#fb8b24", ink: "#fff8e7" },
  { from: "#073b4c", to: "#118ab2", accent: "#06d6a0", ink: "#ffffff" },
  { from: "#2d0a31", to: "#b5179e", accent: "#f72585", ink: "#fff0fa" },
  { from: "#1a2f1a", to: "#2d6a4f", accent: "#b7e4c7", ink: "#f1faee" },
  { from: "#3d1f00", to: "#9c6644", accent: "#ffd166", ink: "#fffaf0" },
  { from: "#10002b", to: "#3c096c", accent: "#c77dff", ink: "#ffffff" },
  { from: "#03071e", to: "#6a040f", accent: "#ffba08", ink: "#ffffff" },
  { from: "#002855", to: "#0466c8", accent: "#7dd3fc", ink: "#ffffff" },
  { from: "#2b2d42", to: "#8d99ae", accent: "#ef233c", ink: "#ffffff" },
  { from: "#0b3d20", to: "#1b998b", accent: "#fde74c", ink: "#ffffff" },
];

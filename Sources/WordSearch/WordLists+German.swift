/// The German lists: the same themes as English's, in German words (the grid reads them as `Alphabet.german`
/// does: Ä Ö Ü as letters, ß as SS).
extension WordLists {
    static let german: [WordList] = [
        WordList(id: original.id, title: original.title,
                 words: ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobil",
                         "Xcode", "Android", "Übersetzer", "Funktion", "Debugger", "Schleife", "Protokoll", "Gradle",
                         "Tablet"],
                 core: original.core, language: .de),
        // The languages' names are the same in every Latin alphabet.
        WordList(id: languages.id, title: languages.title, words: languages.words, language: .de),
        WordList(id: animals.id, title: animals.title,
                 words: ["Elefant", "Giraffe", "Pinguin", "Delfin", "Känguru", "Tiger", "Zebra", "Otter", "Dachs",
                         "Biber", "Falke", "Kaninchen", "Eichhörnchen", "Walross", "Krake", "Igel", "Panda", "Koala",
                         "Hummer", "Kamel", "Elch", "Bison", "Jaguar", "Lama", "Gorilla", "Flamingo", "Fuchs", "Bär",
                         "Löwe", "Strauß"],
                 language: .de),
        WordList(id: space.id, title: space.title,
                 words: ["Merkur", "Venus", "Erde", "Mars", "Jupiter", "Saturn", "Uranus", "Neptun", "Pluto", "Ceres",
                         "Eris", "Titan", "Europa", "Ganymed", "Kallisto", "Phobos", "Triton", "Charon", "Komet",
                         "Asteroid", "Umlaufbahn", "Galaxie", "Nebel", "Meteor", "Finsternis", "Mond", "Sonne"],
                 language: .de),
        WordList(id: fruits.id, title: fruits.title,
                 words: ["Apfel", "Banane", "Kirsche", "Mango", "Orange", "Papaya", "Kiwi", "Zitrone", "Limette",
                         "Traube", "Pfirsich", "Birne", "Pflaume", "Aprikose", "Kokosnuss", "Feige", "Guave", "Litschi",
                         "Olive", "Quitte", "Himbeere", "Erdbeere", "Heidelbeere", "Mandarine", "Nektarine", "Ananas",
                         "Melone", "Dattel"],
                 language: .de),
    ]
}

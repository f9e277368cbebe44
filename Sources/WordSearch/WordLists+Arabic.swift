/// The Arabic lists: the same themes as English's, in Arabic words written as Arabic writes them (hamza, tāʾ
/// marbūṭa, alif maqṣūra; the grid reads them as `Alphabet.arabic` does). The programming languages' names are
/// written in Arabic letters as they are said.
extension WordLists {
    static let arabic: [WordList] = [
        WordList(id: original.id, title: original.title,
                 words: ["سويفت", "كوتلن", "أوبجكتيف سي", "متغير", "جافا", "جوال",
                         "إكسكود", "أندرويد", "مترجم", "دالة", "مصحح", "إغلاق", "بروتوكول", "برمجة", "حاسوب"],
                 core: original.core, language: .ar),
        WordList(id: languages.id, title: languages.title,
                 words: ["سويفت", "كوتلن", "بايثون", "روبي", "رست", "هاسكل", "إليكسير", "إرلانغ", "سكالا", "كلوجر",
                         "فورتران", "كوبول", "باسكال", "ليسب", "برولوج", "دارت", "جوليا", "بيرل", "لوا", "أوكامل",
                         "تايبسكريبت", "زيج", "راكيت", "سمولتوك"],
                 language: .ar),
        WordList(id: animals.id, title: animals.title,
                 words: ["فيل", "زرافة", "بطريق", "دلفين", "كنغر", "نمر", "ثعلب", "قندس", "صقر", "أرنب", "سنجاب",
                         "أخطبوط", "قنفذ", "باندا", "كوالا", "جمل", "غزال", "أسد", "تمساح", "نعامة", "حصان", "قرد",
                         "ضفدع", "غراب", "سلحفاة", "خفاش", "فهد", "نسر", "جاموس", "بومة"],
                 language: .ar),
        WordList(id: space.id, title: space.title,
                 words: ["عطارد", "الزهرة", "الأرض", "المريخ", "المشتري", "زحل", "أورانوس", "نبتون", "بلوتو", "سيريس",
                         "إيريس", "تيتان", "أوروبا", "غانيميد", "كاليستو", "فوبوس", "تريتون", "شارون", "مذنب", "كويكب",
                         "مدار", "مجرة", "سديم", "نيزك", "كسوف", "قمر", "شمس", "نجم"],
                 language: .ar),
        WordList(id: fruits.id, title: fruits.title,
                 words: ["تفاح", "موز", "كرز", "مانجو", "برتقال", "بابايا", "كيوي", "ليمون", "عنب", "كمثرى", "برقوق",
                         "مشمش", "جوز الهند", "تين", "جوافة", "ليتشي", "زيتون", "سفرجل", "فراولة", "يوسفي", "رمان",
                         "بطيخ", "شمام", "أناناس", "تمر", "عليق"],
                 language: .ar),
    ]
}

import BarKit

/// The label texts of the measuring cases: words and short phrases in the scripts the system font
/// (DejaVu Sans) covers, as a bar, a list or a settings screen shows them.
enum Corpus {
    static let latin = [
        "Settings", "Back", "Done", "Edit", "Cancel", "Save", "Share", "Delete", "Favorites", "Inbox", "Drafts",
        "Archive", "Search", "Library", "Photos", "Music", "Account", "Privacy", "General", "Display", "Sound",
        "Notifications", "Reply", "Forward", "Compose", "Refresh", "Filter", "Sort", "Upload", "Download", "Profile",
        "Messages", "Contacts", "Calendar", "Reminders", "Notes", "Weather", "Maps", "Camera", "Wallet", "Open",
        "Close", "Next", "Previous", "Play", "Pause", "Record", "Help", "About", "Recent", "Shared", "All",
    ]
    static let greek = [
        "Ρυθμίσεις", "Πίσω", "Τέλος", "Επεξεργασία", "Ακύρωση", "Αποθήκευση", "Κοινοποίηση", "Διαγραφή",
        "Αγαπημένα", "Εισερχόμενα", "Πρόχειρα", "Αρχείο", "Αναζήτηση", "Βιβλιοθήκη", "Φωτογραφίες", "Μουσική",
        "Λογαριασμός", "Απόρρητο", "Γενικά", "Οθόνη", "Ήχος", "Ειδοποιήσεις", "Απάντηση", "Προώθηση", "Ανανέωση",
        "Φίλτρο", "Ταξινόμηση", "Προφίλ", "Μηνύματα", "Επαφές", "Ημερολόγιο", "Σημειώσεις", "Καιρός", "Χάρτες",
    ]
    static let cyrillic = [
        "Настройки", "Назад", "Готово", "Изменить", "Отменить", "Сохранить", "Поделиться", "Удалить", "Избранное",
        "Входящие", "Черновики", "Архив", "Поиск", "Библиотека", "Фото", "Музыка", "Учётная запись",
        "Конфиденциальность", "Основные", "Экран", "Звук", "Уведомления", "Ответить", "Переслать", "Обновить",
        "Фильтр", "Сортировка", "Профиль", "Сообщения", "Контакты", "Календарь", "Заметки", "Погода", "Карты",
    ]
    static let hebrew = [
        "הגדרות", "חזרה", "סיום", "עריכה", "ביטול", "שמירה", "שיתוף", "מחיקה", "מועדפים", "דואר נכנס", "טיוטות",
        "ארכיון", "חיפוש", "ספרייה", "תמונות", "מוזיקה", "חשבון", "פרטיות", "כללי", "תצוגה", "צליל", "התראות",
        "תשובה", "העברה", "רענון", "סינון", "מיון", "פרופיל", "הודעות", "אנשי קשר", "לוח שנה", "פתקים",
    ]
    static let arabic = [
        "الإعدادات", "رجوع", "تم", "تعديل", "إلغاء", "حفظ", "مشاركة", "حذف", "المفضلة", "البريد الوارد", "المسودات",
        "الأرشيف", "بحث", "المكتبة", "الصور", "الموسيقى", "الحساب", "الخصوصية", "عام", "الشاشة", "الصوت",
        "الإشعارات", "رد", "إعادة توجيه", "تحديث", "تصفية", "فرز", "الملف الشخصي", "الرسائل", "جهات الاتصال",
        "التقويم", "الملاحظات",
    ]

    /// `count` distinct one-line labels: about 40 % Latin and 15 % each Greek, Cyrillic, Hebrew and
    /// Arabic; one to three words of one script, the same list on every run.
    static func labels(count: Int) -> [String] {
        let scripts: [(words: [String], weight: Int)] = [
            (latin, 8), (greek, 3), (cyrillic, 3), (hebrew, 3), (arabic, 3),
        ]
        let wheel = scripts.flatMap { script in Array(repeating: script.words, count: script.weight) }
        return distinct(count: count, seed: 0xBA4_BE4C) { random in
            let words = wheel[Int(random.next() % UInt64(wheel.count))]
            let length = 1 + Int(random.next() % 3)
            return (0..<length).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
    }

    /// The first `count` distinct texts `make` gives, drawing on a generator seeded with `seed`.
    private static func distinct(count: Int, seed: UInt64, _ make: (inout SplitMix64) -> String) -> [String] {
        var random = SplitMix64(seed: seed)
        var seen = Set<String>()
        var result: [String] = []
        result.reserveCapacity(count)
        while result.count < count {
            let text = make(&random)
            if seen.insert(text).inserted { result.append(text) }
        }
        return result
    }
}

extension Corpus {
    /// `count` one-line labels of two or three words each, in the scripts and shares of `labels`,
    /// where no word appears twice in the whole list: words made of random letters of the script,
    /// three to nine of them. What a screen of text the shaper has never seen word by word costs.
    static func labelsOfNewWords(count: Int) -> [String] {
        let alphabets: [(letters: [Character], weight: Int)] = [
            (Array("abcdefghijklmnopqrstuvwxyz"), 8), (Array("αβγδεζηθικλμνξοπρστυφχψω"), 3),
            (Array("абвгдежзийклмнопрстуфхцчшщыэюя"), 3), (Array("אבגדהוזחטיכלמנסעפצקרשת"), 3),
            (Array("ابتثجحخدذرزسشصضطظعغفقكلمنهوي"), 3),
        ]
        let wheel = alphabets.flatMap { Array(repeating: $0.letters, count: $0.weight) }
        var seenWords = Set<String>()
        return distinct(count: count, seed: 0x5EED_30D5) { random in
            let letters = wheel[Int(random.next() % UInt64(wheel.count))]
            var words: [String] = []
            while words.count < 2 + Int(random.next() % 2) {
                let length = 3 + Int(random.next() % 7)
                let word = String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
                if seenWords.insert(word).inserted { words.append(word) }
            }
            return words.joined(separator: " ")
        }
    }
}

/// A small deterministic generator (SplitMix64), so every run uses the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// New labels showing `texts`, nothing measured yet.
@MainActor
func newLabels(showing texts: [String]) -> [Label] {
    texts.map { text -> Label in
        let label = Label(frame: .zero)
        label.text = text
        return label
    }
}

/// `strings` in chunks of 250, each with its UTF-16 packed for the C loops: the slices measure-cold
/// alternates between BarKit and C.
func chunksOf250(_ strings: [String]) -> [(range: Range<Int>, strings: PackedStrings)] {
    stride(from: 0, to: strings.count, by: 250).map { start in
        let range = start..<min(strings.count, start + 250)
        return (range: range, strings: PackedStrings(Array(strings[range])))
    }
}

import LayoutLanguage

/// alrepl names for the objects of a conflict log: short, readable, unique,
/// and valid identifiers (`label_Set_lunch`, `imageView1`, `contentView`).
enum LogItemNaming {
  /// Names in order of `items`; equal stems are numbered from 1.
  static func names(for items: [ConflictLogItem], taken reserved: Set<String>) -> [String] {
    let stems = items.map(stem)
    var counts: [String: Int] = [:]
    for s in stems { counts[s, default: 0] += 1 }
    var used = reserved
    var next: [String: Int] = [:]
    return stems.map { s in
      var candidate = s
      if counts[s]! > 1 || used.contains(s) {
        repeat {
          next[s, default: 0] += 1
          candidate = s + (s.last?.isNumber == true ? "_" : "") + String(next[s]!)
        } while used.contains(candidate)
      }
      used.insert(candidate)
      return candidate
    }
  }

  /// The name before numbering: the identifier the app gave the view, else
  /// its class without module and prefix, plus its text for labels and buttons.
  static func stem(_ item: ConflictLogItem) -> String {
    if let name = item.name, let usable = identifier(from: name, maxLength: 30) { return usable }
    let kind = kindName(item.className ?? "view")
    if isGuide(item) { return guideName(item) ?? kind }
    guard let text = item.text, let words = identifier(from: text, maxLength: 24) else { return kind }
    return kind + "_" + words
  }

  /// Layout guides and the private guides UIKit uses for them.
  static func isGuide(_ item: ConflictLogItem) -> Bool {
    let c = item.className ?? ""
    return c.hasSuffix("LayoutGuide") || c.hasSuffix("LayoutSpacer") || c.hasSuffix("GapGuide")
  }

  private static func guideName(_ item: ConflictLogItem) -> String? {
    switch item.text {
    case "UIViewSafeAreaLayoutGuide": "safeAreaGuide"
    case "UIViewLayoutMarginsGuide": "marginsGuide"
    case "UIViewReadableContentGuide": "readableGuide"
    case let text? where text.hasPrefix("UISV-"): "stackSpacer"
    default: nil
    }
  }

  /// `Trust.BrowserNavigationBar` → `browserNavigationBar`, `UILabel` → `label`,
  /// `_UITableViewHeaderFooterContentView` → `contentView`.
  static func kindName(_ className: String) -> String {
    var name = Substring(className.split(separator: ".").last ?? "view")
    if name.hasPrefix("NSKVONotifying_") { name = name.dropFirst("NSKVONotifying_".count) }
    while name.first == "_" { name = name.dropFirst() }
    for prefix in ["UI", "NS"] where name.hasPrefix(prefix) && name.dropFirst(2).first?.isUppercase == true {
      name = name.dropFirst(2)
    }
    if name.hasSuffix("ContentView") { return "contentView" }
    guard let usable = identifier(from: String(name), maxLength: 30) else { return "view" }
    return lowercasingInitialism(usable)
  }

  /// `Label` → `label`, `CKMessageEntryView` → `ckMessageEntryView`, `URLBar` → `urlBar`.
  private static func lowercasingInitialism(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count && characters[upper].isUppercase { upper += 1 }
    // In a run of capitals followed by a lowercase letter, the last capital starts the next word.
    let nextIsLower = upper < characters.count && characters[upper].isLowercase
    let cut = upper > 1 && nextIsLower ? upper - 1 : max(upper, 1)
    return String(characters[..<cut]).lowercased() + String(characters[cut...])
  }

  /// Letters and digits of `text` joined by `_`, starting with a letter; nil if none are left.
  static func identifier(from text: String, maxLength: Int) -> String? {
    var words: [String] = []
    var word = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    var result = ""
    for w in words {
      let next = result.isEmpty ? w : result + "_" + w
      if next.count > maxLength && !result.isEmpty { break }
      result = String(next.prefix(maxLength))
    }
    guard let first = result.unicodeScalars.first, first.properties.isAlphabetic else {
      return result.isEmpty ? nil : "v_" + result
    }
    return result
  }
}

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML document, with the line it starts on, so that a
/// message about a view or a constraint can point into the file.
final class XMLTreeElement {
  let name: String
  let attributes: [String: String]
  let line: Int
  private(set) var children: [XMLTreeElement] = []
  /// The character data directly inside the element (a `<string key="text">`'s text).
  var text = ""
  private(set) weak var parent: XMLTreeElement?

  init(name: String, attributes: [String: String], line: Int, parent: XMLTreeElement?) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.parent = parent
  }

  func append(_ child: XMLTreeElement) { children.append(child) }

  subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The first child with this element name (and `key`, when given).
  func child(_ name: String, key: String? = nil) -> XMLTreeElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The first child with this `key`, whatever its element name.
  func child(key: String) -> XMLTreeElement? { children.first { $0["key"] == key } }

  /// Every element below this one, depth first, in document order.
  func descendants(where include: (XMLTreeElement) -> Bool) -> [XMLTreeElement] {
    var found: [XMLTreeElement] = []
    var stack = Array(children.reversed())
    while let next = stack.popLast() {
      if include(next) { found.append(next) }
      stack.append(contentsOf: next.children.reversed())
    }
    return found
  }

  /// A number attribute; nil when missing or not a number.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

  /// `YES` / `NO` attributes, with the default IB leaves out.
  func flag(_ attribute: String, default value: Bool = false) -> Bool {
    guard let text = attributes[attribute] else { return value }
    return text == "YES"
  }
}

/// Reads a whole XML document into ``XMLTreeElement``s with Foundation's
/// XMLParser: a real parser, so comments, CDATA and entities are read as
/// XML defines them.
enum XMLTreeReader {
  struct Failure: Error {
    let line: Int
    let message: String
  }

  static func read(_ text: String) throws(Failure) -> XMLTreeElement {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    // FoundationXML on Linux can return true after an error it reported to
    // the delegate, so the delegate's record and unclosed elements count too.
    if let (line, error) = builder.failure ?? (!ok ? (parser.lineNumber, parser.parserError) : nil) {
      let reason = error.map { describe($0) } ?? "the XML parser stopped"
      throw Failure(line: max(1, line), message: "malformed XML: \(reason)")
    }
    if let unclosed = builder.unclosed {
      throw Failure(line: unclosed.line, message: "malformed XML: <\(unclosed.name)> is never closed")
    }
    guard let root = builder.root else { throw Failure(line: 1, message: "malformed XML: not an XML document") }
    return root
  }

  private static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    // XMLParser's Linux messages are codes; say the common ones in words.
    switch code {
    case 4: return "the document is empty"
    case 5: return "the document ends before its elements are closed"
    case 76: return "a closing tag does not match the element it closes"
    case 9, 38, 39, 41: return "a character or attribute that XML does not allow here"
    default: return "the XML parser stopped (code \(code))"
    }
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTreeElement?
    private var open: [XMLTreeElement] = []
    /// The first error the parser reported, with its line.
    var failure: (Int, Error?)?
    /// The outermost element still open when the text ended.
    var unclosed: XMLTreeElement? { open.first }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if failure == nil { failure = (parser.lineNumber, parseError) }
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
      if failure == nil { failure = (parser.lineNumber, validationError) }
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      let element = XMLTreeElement(
        name: elementName, attributes: attributeDict, line: parser.lineNumber, parent: open.last)
      if let parent = open.last { parent.append(element) } else if root == nil { root = element }
      open.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      open.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
      _ = open.popLast()
    }
  }
}

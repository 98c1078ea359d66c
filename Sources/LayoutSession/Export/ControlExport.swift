import LayoutModel

/// A standard control as UIKit code: the initializer that makes it with
/// what it shows, so the exported layout sizes itself as alrepl's does.
enum ControlExport {
  static func initializer(_ control: StandardControl) -> String {
    switch control {
    case .toggle: return "UISwitch()"
    case .slider: return "UISlider()"
    case .stepper: return "UIStepper()"
    case .activity: return "UIActivityIndicatorView(style: .medium)"
    case .progress: return "UIProgressView(progressViewStyle: .default)"
    case .segmented(let titles): return "UISegmentedControl(items: [\(titles.map(SwiftExport.literal).joined(separator: ", "))])"
    case .button(let title):
      return "{ let c = UIButton(type: .system); c.setTitle(\(SwiftExport.literal(title)), for: .normal); return c }()"
    case .pageControl(let pages): return "{ let c = UIPageControl(); c.numberOfPages = \(pages); return c }()"
    case .textField(let placeholder):
      return "{ let c = UITextField(); c.borderStyle = .roundedRect; c.placeholder = \(SwiftExport.literal(placeholder)); return c }()"
    }
  }
}

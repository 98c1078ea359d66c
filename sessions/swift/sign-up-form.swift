import UIKit

/// A sign-up form that scrolls: the fields sit in a stack inside a scroll
/// view, kept to a readable width, and the button rides on the keyboard.
final class SignUpViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let form = UIStackView()
  private let heading = UILabel()
  private let terms = UILabel()
  private let submit = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    // Room for the toolbar this controller draws over its bottom edge.
    additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    heading.text = "Create your account"
    heading.font = .preferredFont(forTextStyle: .title2)
    terms.text = "By signing up you accept the terms of use and the privacy policy."
    terms.numberOfLines = 0
    submit.setTitle("Sign up", for: .normal)
    form.axis = .vertical
    form.spacing = 12
    form.addArrangedSubview(heading)
    form.addArrangedSubview(terms)

    [scrollView, submit].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    form.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(form)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: submit.topAnchor, constant: -8),

      form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
      form.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
      form.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      submit.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      submit.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
  }
}

import Foundation
import UIKit

/// The two right ways to put a chat bar on the keyboard inside a navigation controller in
/// a tab bar controller: the bar pinned to `view.keyboardLayoutGuide.topAnchor`, or
/// raised by the keyboard's overlap with the view less the view's bottom safe area (the
/// frame converted from the screen's coordinates, as Apple's sample code does).
///
/// Expected: nothing on any phone, orientation or keyboard. With the keyboard down the bar
/// sits on the tab bar's top, H − T (H the screen's height, T the tab bar's); up, its
/// bottom is the keyboard's top H − K: the guide's top, or H − T − (K − T) for the
/// overlap K less the safe area T. No `gap`; the bars stay put: no `chromeDisplaced`.
final class OverlapBarViewController: UIViewController {
  enum Way { case keyboardLayoutGuide, convertedOverlap }

  let way: Way
  let bar = UIView()
  let messageField = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  init(_ way: Way) {
    self.way = way
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  static func inTabs(_ way: Way) -> UITabBarController {
    let tabs = UITabBarController()
    let chat = UINavigationController(rootViewController: OverlapBarViewController(way))
    chat.tabBarItem = UITabBarItem(title: "Chat", image: nil, tag: 0)
    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
    tabs.viewControllers = [chat, settings]
    return tabs
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground
    bar.backgroundColor = .secondarySystemBackground
    bar.translatesAutoresizingMaskIntoConstraints = false
    messageField.placeholder = "Message"
    messageField.borderStyle = .roundedRect
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    bar.addSubview(messageField)
    switch way {
    case .keyboardLayoutGuide:
      bottom = bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
    case .convertedOverlap:
      bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
      observers.observe(UIResponder.keyboardWillChangeFrameNotification, for: self) { [weak self] notification in
        guard let self, let screen = self.view.window?.screen,
          let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let local = self.view.convert(frame, from: screen.coordinateSpace)
        let overlap = max(0, self.view.bounds.maxY - local.minY)
        self.bottom.constant = -max(0, overlap - self.view.safeAreaInsets.bottom)
        self.view.layoutIfNeeded()
      }
    }
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
      bar.heightAnchor.constraint(equalToConstant: 52),
      messageField.leadingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.trailingAnchor, constant: -8),
      messageField.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
    ])
  }
}

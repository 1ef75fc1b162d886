import Foundation
import UIKit

/// The audit must report `slowFrame` when it times frames: each keyboard show makes the
/// next two layout passes sleep 20 ms, longer than a 60 Hz frame's 16.7. Without timing
/// it must report nothing: the field sits at the top, clear of every keyboard.
final class SlowLayoutViewController: UIViewController {
  static let sleep: useconds_t = 20_000

  let field = UITextField()
  private var slowPasses = 0
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Slow"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] notification in
        // Other windows' keyboards post here too.
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          self.slowPasses = 2
          self.view.setNeedsLayout()
        }
      })
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard slowPasses > 0 else { return }
    slowPasses -= 1
    usleep(Self.sleep)
    // The next frame lays out again, as an animating screen's does.
    view.setNeedsLayout()
  }
}

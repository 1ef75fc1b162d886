import Foundation
import SeedScreens
import UIKit

/// The login screen in a fresh 390×844 key window (see `ScreenFixture`).
@MainActor
public final class LoginScreen: ScreenFixture {
  /// The controller on screen: the window holds it; this is a weak look at it, so a test
  /// can replace the root controller and watch it go.
  public private(set) weak var controller: LoginViewController?

  /// The 390×844 device's numbers (safe area 47…810, keyboard 291 high).
  public static let safeAreaCenterY: CGFloat = 47 + (844 - 47 - 34) / 2  // 428.5
  public static let keyboardHeight: CGFloat = 291
  public static let restingOffset: CGFloat = -50
  public static let shownOffset: CGFloat = -keyboardHeight / 2  // -145.5
  public static let restingBoxCenterY = safeAreaCenterY + restingOffset  // 378.5
  public static let shownBoxCenterY = safeAreaCenterY + shownOffset  // 283

  public init() {
    super.init(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
    let controller = LoginViewController()
    self.controller = controller
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  /// Puts a new login controller on screen (the old one is released unless held).
  @discardableResult
  public func present(_ controller: LoginViewController = LoginViewController()) -> LoginViewController {
    self.controller = controller
    window.rootViewController = controller
    window.layoutIfNeeded()
    return controller
  }

  public var liveController: LoginViewController {
    guard let controller else { fatalError("LoginScreen: the login controller is gone") }
    return controller
  }

  public var views: LoginViews { LoginViews(liveController.view) }
  public var box: UIView { views.box }
  public var email: UITextField { views.email }
  public var password: UITextField { views.password }
  public var button: UIButton { views.button }
  public var message: String? { views.messageLabel.text }
  public var offset: CGFloat? { views.boxCenterYOffset }

  /// The box's centre y in window coordinates, where it is drawn now.
  public var boxCenterY: CGFloat {
    let frame = box.presentationFrame
    let origin = box.superview!.convert(frame.origin, to: nil)
    return origin.y + frame.height / 2
  }

  /// The box's centre y in window coordinates from its `frame` (which constraint
  /// animations move frame by frame here; the target is the constraint's constant).
  public var boxFrameCenterY: CGFloat {
    box.convert(box.bounds, to: nil).midY
  }

  /// Points on the screen's background, beside the box (above the keyboard when up).
  public let backgroundPoints = [CGPoint(x: 12, y: 400), CGPoint(x: 195, y: 90), CGPoint(x: 378, y: 300)]
}

/// What tests read of the login screen, found under its root view as a reader outside
/// the screen's module finds it: by type, placeholder and title.
@MainActor
public struct LoginViews {
  public let root: UIView

  public init(_ root: UIView) {
    self.root = root
  }

  public var email: UITextField { field("Email") }
  public var password: UITextField { field("Password") }
  public var button: UIButton { root.only(UIButton.self, "Log In") { $0.title(for: .normal) == "Log In" } }
  /// The box that holds the logo, the fields and the button.
  public var box: UIView {
    guard let box = email.superview else { fatalError("the email field is in no box") }
    return box
  }
  public var logo: UIImageView { root.only(UIImageView.self, "the logo") }
  /// What is drawn in the logo's place when there is no logo image, if anything.
  public var logoPlaceholder: UIView? { logo.subviews.first }
  /// The label under the box that answers a login attempt.
  public var messageLabel: UILabel {
    root.only(UILabel.self, "the message label") { $0.superview === root }
  }

  /// The box's centre offset from the safe area's centre now (the constraint's constant,
  /// not the animation): -50 at rest, -keyboardHeight / 2 while the keyboard shows.
  public var boxCenterYOffset: CGFloat? { box.activeConstraint(.centerY)?.constant }

  private func field(_ placeholder: String) -> UITextField {
    root.only(UITextField.self, placeholder) { $0.placeholder == placeholder }
  }
}

import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// Records the transition callbacks a resize of the app's window brings.
@MainActor
private final class ResizedScreen: UIViewController {
  let field = UITextField()
  var sizes: [CGSize] = []
  var widthClasses: [UIUserInterfaceSizeClass] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    field.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
    view.addSubview(field)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    widthClasses.append(traitCollection.horizontalSizeClass)
  }
}

/// Two fields laid out by Auto Layout: one on the safe area's edges, one on the keyboard
/// layout guide.
@MainActor
private final class GuidedScreen: UIViewController {
  let pinned = UITextField()
  let riding = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [pinned, riding] {
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
    }
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      pinned.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      pinned.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      pinned.heightAnchor.constraint(equalToConstant: 44),
      riding.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      riding.widthAnchor.constraint(equalToConstant: 200),
      riding.heightAnchor.constraint(equalToConstant: 44),
      riding.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
    ])
  }
}

/// Windows that are not the screen: Split View's shares, Slide Over and a Stage Manager
/// window, their size classes, and the keyboard, which stays the screen's. Numbers as
/// AppWindowArrangement's sources give them, worked out here by hand.
@MainActor
@Suite(.serialized)
struct AppWindowArrangementTests {
  @Test("Split View on the 11-inch Pro: 375, 600 and 825 in landscape; 320, 412 and 504 in portrait")
  func splitWidths() {
    let landscape = CGSize(width: 1210, height: 834)
    let portrait = CGSize(width: 834, height: 1210)
    #expect(AppWindowArrangement.splitView(.third).frame(onScreenOf: landscape).width == 375)
    #expect(AppWindowArrangement.splitView(.half).frame(onScreenOf: landscape).width == 600)
    #expect(AppWindowArrangement.splitView(.twoThirds).frame(onScreenOf: landscape).width == 825)
    #expect(AppWindowArrangement.splitView(.third).frame(onScreenOf: portrait).width == 320)
    #expect(AppWindowArrangement.splitView(.half).frame(onScreenOf: portrait).width == 412)
    #expect(AppWindowArrangement.splitView(.twoThirds).frame(onScreenOf: portrait).width == 504)
    // The 12.9-inch's published shares (swift-snapshot-testing): 678 and 981 in landscape, 639 in portrait.
    #expect(AppWindowArrangement.splitView(.half).frame(onScreenOf: CGSize(width: 1366, height: 1024)).width == 678)
    #expect(
      AppWindowArrangement.splitView(.twoThirds).frame(onScreenOf: CGSize(width: 1366, height: 1024)).width == 981)
    #expect(
      AppWindowArrangement.splitView(.twoThirds).frame(onScreenOf: CGSize(width: 1024, height: 1366)).width == 639)
    #expect(
      AppWindowArrangement.splitView(.half).otherAppFrame(onScreenOf: landscape)
        == CGRect(x: 610, y: 0, width: 600, height: 834))
  }

  @Test("Slide Over: 320 wide on the 11-inch, 375 on the 13-inch, 40 points short, 10 in from the right")
  func slideOver() {
    #expect(
      AppWindowArrangement.slideOver.frame(onScreenOf: CGSize(width: 834, height: 1210))
        == CGRect(x: 504, y: 20, width: 320, height: 1170))
    #expect(AppWindowArrangement.slideOver.frame(onScreenOf: CGSize(width: 1032, height: 1376)).width == 375)
    #expect(
      AppWindowArrangement.stageManager(CGSize(width: 700, height: 600)).frame(
        onScreenOf: CGSize(width: 1210, height: 834))
        == CGRect(x: 255, y: 117, width: 700, height: 600))
  }

  @Test("Names: full, half, third, two-thirds, slide-over and WxH; anything else is none")
  func names() {
    for arrangement in AppWindowArrangement.named {
      #expect(AppWindowArrangement(name: arrangement.name) == arrangement)
    }
    #expect(AppWindowArrangement(name: "700x600") == .stageManager(CGSize(width: 700, height: 600)))
    for bad in ["", "quarter", "0x600", "700x", "x600", "7OOx600", "700x600x2"] {
      #expect(AppWindowArrangement(name: bad) == nil, "\(bad)")
    }
  }

  @Test("Half of an 11-inch Pro in landscape is compact wide: viewWillTransition, then the traits, the new frame")
  func resizeCallbacks() throws {
    let screen = ResizedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.rotate(to: .landscapeRight) }
    try tester.settle()
    #expect(tester.run { tester.window.screen.arrangeAppWindow(.splitView(.half)) })
    try tester.settle()
    #expect(screen.sizes.last == CGSize(width: 600, height: 834))
    #expect(screen.widthClasses == [.compact])
    #expect(tester.window.frame == CGRect(x: 0, y: 0, width: 600, height: 834))
    #expect(screen.view.frame.size == CGSize(width: 600, height: 834))
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    // Two thirds, 825 wide: regular again.
    tester.run { _ = tester.window.screen.arrangeAppWindow(.splitView(.twoThirds)) }
    try tester.settle()
    #expect(screen.widthClasses == [.compact, .regular])
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
  }

  @Test("Slide Over: the window at (504, 20), 320×1 170, with 4 points of the status bar's band and no home band")
  func slideOverBands() throws {
    let screen = ResizedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.arrangeAppWindow(.slideOver) }
    try tester.settle()
    #expect(tester.window.frame == CGRect(x: 504, y: 20, width: 320, height: 1170))
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
    #expect(screen.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("A guide that follows the floating keyboard is the part of the window it covers after the window takes half")
  func followingGuideAfterAResize() throws {
    let screen = ResizedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    let box = UIView()
    box.isUserInteractionEnabled = false
    box.translatesAutoresizingMaskIntoConstraints = false
    screen.view.addSubview(box)
    let guide = screen.view.keyboardLayoutGuide
    guide.followsUndockedKeyboard = true
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      box.topAnchor.constraint(equalTo: guide.topAnchor),
      box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    tester.keyboard.placement = .floating
    try tester.tap(screen.field)
    try tester.settle()
    #expect(tester.frame(of: box) == CGRect(x: 257, y: 916, width: 320, height: 254))
    // Half of the 834 points is 412: the keyboard's 257…577 covers 257…412 of it.
    tester.run { _ = tester.window.screen.arrangeAppWindow(.splitView(.half)) }
    try tester.settle()
    #expect(guide.layoutFrame == CGRect(x: 257, y: 916, width: 155, height: 254))
    #expect(tester.frame(of: box) == CGRect(x: 257, y: 916, width: 155, height: 254))
    tester.run { _ = tester.window.screen.arrangeAppWindow(.fullScreen) }
    try tester.settle()
    #expect(guide.layoutFrame == CGRect(x: 257, y: 916, width: 320, height: 254))
  }

  @Test("The keyboard is the screen's: in Slide Over its frames are the screen's, (0, 921, 834, 289)")
  func keyboardIsTheScreens() throws {
    let screen = ResizedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.arrangeAppWindow(.slideOver) }
    try tester.settle()
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.field)
    try tester.settle()
    let onScreen = CGRect(x: 0, y: 921, width: 834, height: 289)
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(log.entries.allSatisfy { $0.endFrame == onScreen && $0.isLocal == true })
    // In the window's coordinates it starts 504 to the left and 20 higher.
    #expect(tester.keyboard.keyboardFrame == onScreen.offsetBy(dx: -504, dy: -20))
    // A key past the window's left edge still types.
    let q = try #require(tester.keyboard.keyRect(for: "q"))
    #expect(q.maxX < 0)
    tester.tap(at: CGPoint(x: q.midX, y: q.midY))
    #expect(screen.field.text == "Q")
  }

  @Test("Into Slide Over with the keyboard up: on every frame it stays at (0, 921) on the screen; nothing is posted")
  func keyboardStaysOnTheScreenAsTheWindowMoves() throws {
    let screen = ResizedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    let log = tester.recordKeyboardNotifications()
    tester.run { _ = tester.window.screen.arrangeAppWindow(.slideOver) }
    var frames = 0
    repeat {
      tester.pump()
      frames += 1
      // Drawn where the window is drawn, plus where it is in the window.
      let window = tester.window.presentationFrame.origin
      let drawn = tester.keyboard.keyboardPresentationFrame.offsetBy(dx: window.x, dy: window.y)
      #expect(drawn == CGRect(x: 0, y: 921, width: 834, height: 289), "frame \(frames)")
    } while !tester.runtime.isSettled() && frames < 100
    // The window's move is longer than a keyboard's slide.
    #expect(frames > 15)
    #expect(log.entries.isEmpty, "\(log.shortNames)")
    #expect(tester.keyboard.keyboardFrame == CGRect(x: -504, y: 901, width: 834, height: 289))
  }

  @Test("The other app's field: the keyboard comes up with isLocal false, types nothing here, and goes")
  func otherApp() throws {
    let screen = ResizedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.arrangeAppWindow(.splitView(.half)) }
    try tester.settle()
    let log = tester.recordKeyboardNotifications()
    tester.keyboard.isServingOtherApp = true
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(
      log.entries.allSatisfy { $0.isLocal == false && $0.endFrame == CGRect(x: 0, y: 921, width: 834, height: 289) })
    try tester.tapKey("a")
    #expect(screen.field.text == "")
    let hide = tester.recordKeyboardNotifications()
    tester.keyboard.isServingOtherApp = false
    try tester.settle()
    #expect(hide.shortNames == ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame"])
    // The keyboard that goes is still the other app's.
    #expect(hide.entries.allSatisfy { $0.isLocal == false })
    #expect(!tester.keyboard.isOnScreen)
  }

  /// The window is at (504, 20) on the screen, but its views lay out in its own points,
  /// where its safe area is (0, 4) to (320, 1 170): the pinned field 20 in from the sides
  /// and 20 above the bottom, (20, 1 170 − 20 − 44 = 1 106, 280, 44), as in any window;
  /// the riding field 12 above the keyboard layout guide, whose top is the safe area's
  /// bottom with the keyboard down: at 1 170 − 12 − 44 = 1 114.
  @Test("Auto Layout in Slide Over: the safe area and the keyboard layout guide in the window's own points")
  func autoLayoutInSlideOver() throws {
    let screen = GuidedScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.arrangeAppWindow(.slideOver) }
    try tester.settle()
    #expect(tester.frame(of: screen.pinned) == CGRect(x: 20, y: 1106, width: 280, height: 44))
    #expect(tester.frame(of: screen.riding) == CGRect(x: 20, y: 1114, width: 200, height: 44))
    // With the keyboard up, its top at 921 on the screen is 901 in the window: the
    // guide's top, and the riding field's bottom 12 above it, at 889.
    tester.run { _ = screen.riding.becomeFirstResponder() }
    try tester.settle()
    #expect(tester.frame(of: screen.riding) == CGRect(x: 20, y: 845, width: 200, height: 44))
  }

  /// iOS resizes the children of a container with it; here the navigation controller and
  /// the tab bar controller do so as they lay out. Half of Split View on the 11-inch Pro
  /// is (834 − 10) / 2 = 412 wide in portrait and (1 210 − 10) / 2 = 600 in landscape.
  @Test("A navigation controller in a tab bar controller, and its screen, follow the window: half, then turned")
  func containersFollowTheWindow() throws {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    let tester = ScreenTester(
      {
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        return tabs
      }(), device: .iPadPro11)
    defer { tester.tearDown() }
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1210))
    tester.run { _ = tester.window.screen.arrangeAppWindow(.splitView(.half)) }
    try tester.settle()
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 412, height: 1210))
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 412, height: 1210))
    tester.run { _ = tester.window.screen.rotate(to: .landscapeRight) }
    try tester.settle()
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 600, height: 834))
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 600, height: 834))
  }

  @Test("A phone's window is its screen: no Split View")
  func phone() {
    let tester = ScreenTester(device: .iPhone14)
    defer { tester.tearDown() }
    #expect(!tester.run { tester.window.screen.arrangeAppWindow(.splitView(.half)) })
    #expect(tester.window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}

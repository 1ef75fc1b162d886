import Foundation

/// The scene of one screen: the windows on that screen. iOS 15 code reaches the key
/// window through it (`UIApplication.shared.connectedScenes`, then `keyWindow` or
/// `windows.first { $0.isKeyWindow }`) and makes a scene's first window with
/// `UIWindow(windowScene:)`. Each `UIScreen` has exactly one, made when first asked for.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The screen the scene's windows are on.
  public let screen: UIScreen

  init(screen: UIScreen) {
    self.screen = screen
    super.init()
  }

  /// The scene's windows that are on screen, in the order they were made visible (a
  /// hidden window is not among them: it has left the runtime's frames).
  public var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.screen === screen } }

  /// How the scene's interface is turned.
  public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

  /// The scene's key window (iOS 15).
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// The scene of `screen`.
  static func scene(of screen: UIScreen) -> UIWindowScene {
    if let scene = screen.windowSceneStorage as? UIWindowScene { return scene }
    let scene = UIWindowScene(screen: screen)
    screen.windowSceneStorage = scene
    return scene
  }
}

extension UIWindow {
  /// A window filling the scene's screen, as a scene delegate makes its first window.
  public convenience init(windowScene: UIWindowScene) {
    self.init(screen: windowScene.screen)
    heldScene = windowScene
  }

  /// The scene of the window's screen. Setting another scene moves the window to that
  /// scene's screen.
  public var windowScene: UIWindowScene? {
    get {
      let scene = UIWindowScene.scene(of: screen)
      heldScene = scene
      return scene
    }
    set { if let newValue { screen = newValue.screen } }
  }
}

extension UIApplication {
  /// The scenes of the screens that show windows, and the main screen's.
  public var connectedScenes: Set<UIScene> {
    var scenes: Set<UIScene> = [UIWindowScene.scene(of: runtime.mainScreen)]
    for window in windows {
      if let scene = window.windowScene { scenes.insert(scene) }
    }
    return scenes
  }
}

import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Scenes as iOS 15 code reaches them: the key window through the connected scenes, and
/// a scene delegate's `UIWindow(windowScene:)`.
@MainActor
@Suite("UIWindowScene", .serialized, .uikitRuntime)
struct UIWindowSceneTests {
  @Test("The key window, its safe area and its screen through connectedScenes, as iOS 15 code reads them")
  func keyWindowThroughTheScenes() {
    withUIKit { ui in
      let (window, _) = ui.makeScreen()
      let scenes = UIApplication.shared.connectedScenes
      let windowScene = scenes.compactMap { $0 as? UIWindowScene }.first
      #expect(windowScene === window.windowScene)
      #expect(windowScene?.keyWindow === window)
      #expect(windowScene?.windows.first { $0.isKeyWindow } === window)
      #expect(windowScene?.screen === window.screen)
      #expect(windowScene?.activationState == .foregroundActive)
      // The iPhone 14's home-indicator band, as keyboard code subtracts it.
      #expect(windowScene?.keyWindow?.safeAreaInsets.bottom == 34)
    }
  }

  @Test("UIWindow(windowScene:) fills the scene's screen; each screen has one scene, kept while its windows live")
  func windowsOfAScene() {
    withUIKit { ui in
      let (first, _) = ui.makeScreen()
      let scene = first.windowScene!
      let second = UIWindow(windowScene: scene)
      #expect(second.screen === first.screen)
      #expect(second.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(second.windowScene === scene)
      // A hidden window is not among the scene's windows until it is made visible.
      #expect(scene.windows.count == 1)
      second.rootViewController = UIViewController()
      second.makeKeyAndVisible()
      #expect(scene.windows.count == 2)
      #expect(scene.keyWindow === second)

      // A window on another screen is in another scene.
      let otherScreen = UIScreen(device: .iPhoneSE)
      let other = UIWindow(screen: otherScreen)
      #expect(other.windowScene !== scene)
      #expect(other.windowScene?.screen === otherScreen)
      // Moving the window to the first scene moves it to that screen.
      other.windowScene = scene
      #expect(other.screen === first.screen)
      #expect(other.windowScene === scene)
      second.resignKeyAndHide()
    }
  }
}

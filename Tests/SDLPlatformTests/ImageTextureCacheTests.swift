import Foundation
import Testing
import UIKit
import UIKitTestSupport

@_spi(Testing) @testable import SDLPlatform

/// The canvas keeps a texture per image it drew, and lets it go with the image.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct ImageTextureCacheTests {
  @Test("Each login screen brings its own logo image; the textures of those gone are freed")
  func texturesOfImagesGoneAreFreed() throws {
    try withHeadlessApp(screen: "login") { app in
      guard UIImage(named: "logo") != nil else {
        Issue.record("Assets/Images/logo.png was not registered")
        return
      }
      _ = try app.capture()
      #expect(app.host.canvas.imageTextureCount == 1)
      for _ in 0..<10 {
        app.switcher.show(named: "todo")
        _ = try app.capture()
        app.switcher.show(named: "login")
        _ = try app.capture()
      }
      // The logo of the login screen on show, and none of the ten before it.
      #expect(app.host.canvas.imageTextureCount == 1)
    }
  }
}

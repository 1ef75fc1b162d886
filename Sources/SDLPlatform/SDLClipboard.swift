import CSDL2
import UIKit

/// The desktop's clipboard as UIKit's pasteboard store: what the phone copies goes to
/// the desktop, and what another program copied pastes into the phone. SDL speaks for
/// the window's display (under X11 the CLIPBOARD selection, served while SDL pumps its
/// events); it holds plain text, so the pasteboard has one string or none.
@MainActor
final class SDLClipboard: PasteboardStore {
  var strings: [String] {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return [] }
      defer { SDL_free(text) }
      let string = String(cString: text)
      return string.isEmpty ? [] : [string]
    }
    set {
      // SDL's clipboard holds one text: several strings go as lines, as a desktop
      // program pasting them would want.
      SDL_SetClipboardText(newValue.joined(separator: "\n"))
    }
  }
}

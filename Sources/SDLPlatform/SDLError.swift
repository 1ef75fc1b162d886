import CSDL2

/// A failed SDL, SDL_ttf or SDL_image call, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }

  /// `what` failed; appends `SDL_GetError()` (SDL_ttf and SDL_image report through it too).
  static func last(_ what: String) -> SDLError {
    let message = String(cString: SDL_GetError())
    return SDLError(message.isEmpty ? what : "\(what): \(message)")
  }
}

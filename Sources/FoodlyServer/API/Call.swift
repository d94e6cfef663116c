import FoodlyAPI
import FoodlyHTTP

/// One request to an endpoint, read before its handler runs: the typed path, the decoded body, the caller the
/// endpoint's rule asks for, and a query reader that reads only the names the endpoint declares.
struct Call<Path: PathParameters, Body, Caller: Sendable> {
    /// The request itself (headers, client address).
    let request: Request
    /// The path parameters.
    let path: Path
    /// The decoded body (`NoBody` for endpoints without one).
    let body: Body
    /// Who is calling.
    let caller: Caller
    /// The query, restricted to the endpoint's declared names.
    let query: QueryReader
}

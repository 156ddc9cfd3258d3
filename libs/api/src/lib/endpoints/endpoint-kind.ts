/** `default`: JSON, 20 s. `helper`: the shared helpers of spec 03 §7 (form bodies, csrftoken header, 5 s, data prefix). */
export type EndpointKind = 'default' | 'helper';
export type HttpMethod = 'GET' | 'POST';
